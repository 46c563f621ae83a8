import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import type { Tone } from "#domain/report/model";

/** A4 in points, and the margins every page keeps: room above for the running header, below for the footer. */
export const PAGE = { width: 595.28, height: 841.89, side: 48, top: 72, bottom: 76 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;

// The screen's colours (Tailwind's slate and brand blue), so paper and page read as one product.
export const INK = {
  title: "#0f172a",
  body: "#1e293b",
  label: "#475569",
  muted: "#64748b",
  rule: "#e2e8f0",
  zebra: "#f8fafc",
  brand: "#1d4ed8",
  white: "#ffffff",
} as const;

/** Each tone as the screen's ToneBadge draws it: text, background and border; `graphic` for the gauge. */
export const TONE: Record<Tone, { ink: string; fill: string; border: string; graphic: string }> = {
  green: { ink: "#166534", fill: "#f0fdf4", border: "#86efac", graphic: "#16a34a" },
  yellow: { ink: "#78350f", fill: "#fffbeb", border: "#fcd34d", graphic: "#d97706" },
  red: { ink: "#991b1b", fill: "#fef2f2", border: "#fca5a5", graphic: "#dc2626" },
  neutral: { ink: "#1e293b", fill: "#f8fafc", border: "#cbd5e1", graphic: "#64748b" },
};

export const FONT = { regular: "Inter", semibold: "Inter-SemiBold", bold: "Inter-Bold" } as const;

// Inter from a package, never the machine's fonts: a server without fonts installed prints the same
// document. pdfkit's own Helvetica only knows WinAnsi, so a '−' or a name outside it would print blank.
const FONT_FILES: Record<keyof typeof FONT, string> = {
  regular: "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf",
  semibold: "@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf",
  bold: "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf",
};

// Inter's contextual alternates and ligatures cost fontkit most of a document's time (hundreds of
// milliseconds of the event loop per PDF) and change nothing a report says; kerning and accents stay.
const SKIPPED_FEATURES = { calt: false, clig: false, liga: false, rclt: false };

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit also takes a font fontkit has opened (PDFFontFactory.open); its types leave that out. */
      registerFont(name: string, src: fontkit.Font): this;
    }
  }
}

/** The font as pdfkit lays it out: every text through layout, without the skipped features. */
const withoutSkippedFeatures = (font: fontkit.Font): fontkit.Font =>
  new Proxy(font, {
    get: (target, key) =>
      key === "layout"
        ? (text: string) => target.layout(text, SKIPPED_FEATURES)
        : Reflect.get(target, key, target),
  });

const resolve = createRequire(import.meta.url).resolve;
let fonts: [string, fontkit.Font][] | null = null;

/** Registers Inter on a new document; the files are read and parsed once per process. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  fonts ??= (Object.keys(FONT) as (keyof typeof FONT)[]).map((weight) => {
    const font = fontkit.create(readFileSync(resolve(FONT_FILES[weight])));
    if (!("layout" in font)) throw new Error(`${FONT_FILES[weight]} is a collection, not one font`);
    return [FONT[weight], withoutSkippedFeatures(font)];
  });
  for (const [name, font] of fonts) doc.registerFont(name, font);
}

/**
 * The font size at which `text` fits `width` on one line: `size`, or smaller down to `minSize`. Codes and
 * addresses are copied from paper, so they shrink rather than break.
 */
export function sizeToFit(
  doc: PDFKit.PDFDocument,
  text: string,
  { font, size, minSize, width }: { font: string; size: number; minSize: number; width: number },
): number {
  doc.font(font).fontSize(size);
  const natural = doc.widthOfString(text);
  return natural <= width ? size : Math.max(minSize, Math.floor((size * width * 10) / natural) / 10);
}

/** One line that never wraps: shrunk to fit, and cut with an ellipsis only past the smallest size. */
export function oneLine(
  doc: PDFKit.PDFDocument,
  text: string,
  at: {
    x: number;
    y: number;
    width: number;
    font: string;
    size: number;
    minSize: number;
    color: string;
    align?: "left" | "center";
  },
  link?: string,
): void {
  const size = sizeToFit(doc, text, at);
  doc
    .font(at.font)
    .fontSize(size)
    .fillColor(at.color)
    .text(text, at.x, at.y, {
      width: at.width,
      align: at.align,
      lineBreak: false,
      ellipsis: true,
      height: size * 1.3,
      link,
    });
}
