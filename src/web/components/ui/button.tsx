import type { ComponentProps } from "react";

const variants = {
  primary: "bg-brand text-white hover:bg-brand-dark",
  secondary: "border border-brand bg-white text-brand hover:bg-brand-light",
  ghost: "text-slate-800 hover:bg-slate-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

export type TButtonVariant = keyof typeof variants;

/** Button looks, shared with links that navigate but should read as a call to action. */
export const buttonClass = (variant: TButtonVariant = "primary", className = ""): string =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`;

type TButtonProps = ComponentProps<"button"> & { variant?: TButtonVariant };

export function Button({ variant, className, type = "button", ...props }: TButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
