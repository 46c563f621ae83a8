import type { ReactNode } from "react";
import type { Tone } from "#domain/report/model";

// Each pair keeps text at WCAG AA contrast against its own background; a larger block of a tone (the
// verdict) takes the same pair.
export const toneClass: Record<Tone, string> = {
  green: "border-green-300 bg-green-50 text-green-800",
  yellow: "border-amber-300 bg-amber-50 text-amber-900",
  red: "border-red-300 bg-red-50 text-red-800",
  neutral: "border-slate-300 bg-slate-50 text-slate-800",
};

/** The brand's colour, for what is set apart without being good or bad news (an administrador's role). */
const badgeClass: Record<Tone | "brand", string> = {
  ...toneClass,
  brand: "border-brand/40 bg-brand-light text-brand-dark",
};

type TToneBadgeProps = {
  tone: Tone | "brand";
  /** A `div` where the badge holds a term and its value (`dt`, `dd`) in a description list. */
  as?: "span" | "div";
  children: ReactNode;
};

/** A status in a coloured frame; the words carry the meaning, the colour only repeats it. */
export function ToneBadge({ tone, as: Frame = "span", children }: TToneBadgeProps) {
  return (
    <Frame
      className={`inline-flex items-center gap-1 rounded-lg border px-2.5 py-0.5 text-sm font-semibold ${badgeClass[tone]}`}
    >
      {children}
    </Frame>
  );
}
