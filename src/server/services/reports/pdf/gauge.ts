import type { Tone } from "#domain/report/model";
import { FONT, INK, TONE } from "./style";

// The screen's ScoreGauge (score-gauge.tsx): in a 120 x 72 box, a half circle of radius 50 around
// (60, 62), 12 wide with round ends, filled from the left up to the score.
const VIEW = { width: 120, height: 72, cx: 60, cy: 62, r: 50, stroke: 12 } as const;

/** Where on the half circle a score ends: 0 at the left end, 100 at the right, over the top. */
function pointAt(score: number): [number, number] {
  const angle = Math.PI * (1 - score / 100);
  return [VIEW.cx + VIEW.r * Math.cos(angle), VIEW.cy - VIEW.r * Math.sin(angle)];
}

const arc = (score: number): string => {
  const [x, y] = pointAt(score);
  return `M ${VIEW.cx - VIEW.r} ${VIEW.cy} A ${VIEW.r} ${VIEW.r} 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)}`;
};

/** The Trust Score as the screen draws it, `width` wide, in the verdict's colour; returns its height. */
export function drawGauge(
  doc: PDFKit.PDFDocument,
  at: { x: number; y: number; width: number },
  { score, tone }: { score: number; tone: Tone },
): number {
  const value = Math.min(100, Math.max(0, Math.round(score)));
  const scale = at.width / VIEW.width;
  doc.save().translate(at.x, at.y).scale(scale);
  doc.lineWidth(VIEW.stroke).lineCap("round");
  doc.path(arc(100)).stroke(INK.rule);
  if (value > 0) doc.path(arc(value)).stroke(TONE[tone].graphic);
  doc.restore();

  // The number inside the arc and '/100' under it, between the arc's ends, as the screen has them: side
  // by side, a '100' came within a hair of the arc.
  const number = String(value);
  const big = 26 * scale;
  const small = 10 * scale;
  doc
    .font(FONT.bold)
    .fontSize(big)
    .fillColor(INK.title)
    .text(number, at.x, at.y + 55 * scale - big * 0.95, {
      width: at.width,
      align: "center",
      lineBreak: false,
    });
  doc
    .font(FONT.semibold)
    .fontSize(small)
    .fillColor(INK.label)
    .text("/100", at.x, at.y + 69 * scale - small * 0.95, {
      width: at.width,
      align: "center",
      lineBreak: false,
    });
  return VIEW.height * scale;
}
