import type { ComponentProps } from "react";
import { inputClass } from "./input";

export function Textarea({ className = "", ...props }: ComponentProps<"textarea">) {
  return <textarea rows={5} className={`${inputClass} ${className}`} {...props} />;
}
