import type { Tone } from "#domain/report/model";

// Graphic colours keep 3:1 against white (WCAG 1.4.11). The arc takes the verdict's colour, so a number
// the findings contradict is never drawn green; grey while the score is provisional.
const arcClass: Record<Tone, string> = {
  green: "stroke-green-600",
  yellow: "stroke-amber-600",
  red: "stroke-red-600",
  neutral: "stroke-slate-500",
};

// The track and the filled part are one arc drawn twice. pathLength 100 lets the dash length be the score.
const arc = {
  d: "M 10 62 A 50 50 0 0 1 110 62",
  pathLength: 100,
  fill: "none",
  strokeWidth: 12,
  strokeLinecap: "round",
} as const;

/** The Trust Score as a half-circle filled up to the score. */
export function ScoreGauge({ score, color, className }: { score: number; color: Tone; className: string }) {
  const value = Math.min(100, Math.max(0, Math.round(score)));
  return (
    <svg
      viewBox="0 0 120 70"
      role="img"
      aria-label={`Puntaje de confianza: ${value} de 100`}
      className={`shrink-0 ${className}`}
    >
      <path {...arc} className="stroke-slate-200" />
      <path {...arc} strokeDasharray={`${value} 100`} className={arcClass[color]} />
      <text x="60" y="58" textAnchor="middle" className="fill-slate-900 text-[26px] font-bold">
        {value}
        <tspan className="fill-slate-600 text-[11px] font-medium">/100</tspan>
      </text>
    </svg>
  );
}
