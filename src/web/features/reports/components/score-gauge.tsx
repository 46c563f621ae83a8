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

/**
 * The Trust Score as a half-circle filled up to the score. The number stands inside the arc and '/100'
 * under it, between the arc's ends: side by side, a '100' in a wide fallback font reached the arc.
 */
export function ScoreGauge({ score, tone, className }: { score: number; tone: Tone; className: string }) {
  const value = Math.min(100, Math.max(0, Math.round(score)));
  return (
    <svg
      viewBox="0 0 120 72"
      role="img"
      aria-label={`Puntaje de confianza: ${value} de 100`}
      className={`shrink-0 ${className}`}
    >
      <path {...arc} className="stroke-slate-200" />
      <path {...arc} strokeDasharray={`${value} 100`} className={arcClass[tone]} />
      <text x="60" y="55" textAnchor="middle" className="fill-slate-900 text-[26px] font-bold">
        {value}
      </text>
      <text x="60" y="69" textAnchor="middle" className="fill-slate-600 text-[10px] font-medium">
        /100
      </text>
    </svg>
  );
}
