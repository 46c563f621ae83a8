import { createRequire } from "node:module";
import { Resvg, type ResvgRenderOptions, renderAsync } from "@resvg/resvg-js";
import { LRUCache } from "lru-cache";
import type { Tone } from "#domain/report/model";
import { SHARE_PREVIEW_IMAGE, type SharePreview, sharePreview } from "#domain/report/share-preview";
import type { SharedReport } from "../services/reports/public-report";
import { escapeHtml } from "./escape-html";

// Fonts from a package, never the machine's: a server without fonts installed draws the same image.
const fontFile = createRequire(import.meta.url).resolve;
const FONT: ResvgRenderOptions["font"] = {
  loadSystemFonts: false,
  fontFiles: [
    fontFile("@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf"),
    fontFile("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"),
    fontFile("@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf"),
  ],
  defaultFontFamily: "Inter",
};

// The shared page's colours (Tailwind's): the gauge's arc in the verdict's, the headline a shade darker
// so it keeps 4.5:1 against white.
const ARC: Record<Tone, string> = { green: "#16a34a", yellow: "#d97706", red: "#dc2626", neutral: "#64748b" };
const INK: Record<Tone, string> = { green: "#15803d", yellow: "#b45309", red: "#b91c1c", neutral: "#475569" };
const BRAND = { dark: "#1e3a8a", blue: "#1d4ed8", ink: "#0f172a", muted: "#475569", page: "#f8fafc" };

/** A Chilean plate as it is painted: two letters, then pairs, apart ('BB·CL·10', 'AB·12·34'). */
const plateText = (plate: string): string => plate.match(/.{1,2}/g)?.join("·") ?? plate;

/** A text element; `text` is escaped here, once. */
const text = (content: string, attrs: string): string => `<text ${attrs}>${escapeHtml(content)}</text>`;

const CAR = { x: 64, top: 372, maxWidth: 620, size: 50, twoLineSize: 44, minSize: 30 };

/** The width of the widest of `lines` at `size`, as resvg lays them out. */
function widestLine(lines: readonly string[], size: number): number {
  const rows = lines.map((line, i) =>
    text(line, `x="0" y="${(i + 1) * size * 1.25}" font-size="${size}" font-weight="700"`),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_PREVIEW_IMAGE.width * 2}" height="${SHARE_PREVIEW_IMAGE.height}">${rows.join("")}</svg>`;
  return new Resvg(svg, { font: FONT }).getBBox()?.width ?? 0;
}

/** Two lines of about the same length, broken between words. */
function balancedLines(car: string): string[] {
  const words = car.split(" ");
  let best = [car];
  let bestLonger = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const longer = Math.max(...lines.map((line) => line.length));
    if (longer < bestLonger) [best, bestLonger] = [lines, longer];
  }
  return best;
}

/** The car's lines from CAR.top down, and where the last one stands. */
function carLines(lines: readonly string[], size: number): { markup: string; bottom: number } {
  const lineHeight = Math.round(size * 1.2);
  const baseline = (i: number) => CAR.top + size + i * lineHeight;
  const markup = lines
    .map((line, i) =>
      text(line, `x="${CAR.x}" y="${baseline(i)}" font-size="${size}" font-weight="700" fill="${BRAND.ink}"`),
    )
    .join("");
  return { markup, bottom: baseline(lines.length - 1) };
}

/**
 * The car's name, measured rather than guessed from its length: one line at its size when it fits, else
 * two lines, smaller as needed, cut with an ellipsis only when even the smallest size would overflow.
 */
function carBlock(car: string): { markup: string; bottom: number } {
  if (widestLine([car], CAR.size) <= CAR.maxWidth) return carLines([car], CAR.size);
  const lines = balancedLines(car);
  const widest = widestLine(lines, CAR.twoLineSize);
  const size = Math.max(CAR.minSize, Math.floor(CAR.twoLineSize * Math.min(1, CAR.maxWidth / widest)));
  // Widths grow with the size: what still overflows at the smallest is cut in proportion, with a margin.
  const keep = (0.95 * CAR.maxWidth * CAR.twoLineSize) / (widest * size);
  if (keep >= 1) return carLines(lines, size);
  return carLines(
    lines.map((line) => `${line.slice(0, Math.floor(keep * line.length) - 1).trimEnd()}…`),
    size,
  );
}

/** The headline under the gauge, centred on it: 40 px, smaller where a long one would reach the edge. */
const HEADLINE = { size: 40, maxWidth: 460 };
// There are six headlines (HEADLINES): each is measured once per process.
const headlineSizes = new Map<string, number>();
function headlineSize(headline: string): number {
  const known = headlineSizes.get(headline);
  if (known) return known;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_PREVIEW_IMAGE.width * 2}" height="100">${text(headline, `x="0" y="60" font-size="${HEADLINE.size}" font-weight="800"`)}</svg>`;
  const width = new Resvg(svg, { font: FONT }).getBBox()?.width ?? 0;
  const size =
    width <= HEADLINE.maxWidth ? HEADLINE.size : Math.floor((HEADLINE.size * HEADLINE.maxWidth) / width);
  headlineSizes.set(headline, size);
  return size;
}

// The shared page's ScoreGauge (a half circle filled up to the score, '/100' under the number), three
// times its size. resvg has
// no pathLength, so the dash is measured along the arc itself.
const ARC_PATH = "M 10 62 A 50 50 0 0 1 110 62";
const ARC_LENGTH = Math.PI * 50;

function gauge(preview: SharePreview): string {
  const value = Math.min(100, Math.max(0, Math.round(preview.score)));
  const arc = `d="${ARC_PATH}" fill="none" stroke-width="12" stroke-linecap="round"`;
  const filled = (value / 100) * ARC_LENGTH;
  return `<g transform="translate(752 178) scale(3.2)">
    <path ${arc} stroke="#e2e8f0"/>
    <path ${arc} stroke="${ARC[preview.tone]}" stroke-dasharray="${filled} ${ARC_LENGTH}"/>
    <text x="60" y="55" text-anchor="middle" font-weight="800" font-size="28" fill="${BRAND.ink}">${value}</text>
    <text x="60" y="69" text-anchor="middle" font-size="10" font-weight="500" fill="${BRAND.muted}">/100</text>
  </g>`;
}

/** The picture of a shared link's preview: brand, plate, car, the score gauge and its headline. */
function shareImageSvg(preview: SharePreview): string {
  const { width, height } = SHARE_PREVIEW_IMAGE;
  const car = preview.car ? carBlock(preview.car) : { markup: "", bottom: CAR.top };
  const badgeTop = car.bottom + 28;
  const badge = preview.demo
    ? `<rect x="64" y="${badgeTop}" width="430" height="48" rx="24" fill="#fef3c7" stroke="#f59e0b" stroke-width="2"/>
       ${text("Datos de demostración (ficticios)", `x="279" y="${badgeTop + 32}" text-anchor="middle" font-size="22" font-weight="700" fill="#92400e"`)}`
    : "";
  // The headline says it already when missing sources are all the report has to say.
  const note =
    preview.provisional && preview.headline !== "Puntaje provisional"
      ? text(
          "Puntaje provisional",
          `x="944" y="500" text-anchor="middle" font-size="24" font-weight="500" fill="${BRAND.muted}"`,
        )
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${BRAND.page}"/>
  <rect width="${width}" height="132" fill="${BRAND.dark}"/>
  <rect x="64" y="30" width="72" height="72" rx="16" fill="#ffffff"/>
  <g transform="translate(64 30) scale(2.25)">
    <path d="M16 5 7 9v6c0 6 3.8 10.4 9 12 5.2-1.6 9-6 9-12V9z" fill="${BRAND.blue}"/>
    <path d="m12 16 3 3 5-6" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  ${text("Patente Clara", `x="160" y="82" font-size="44" font-weight="800" fill="#ffffff"`)}
  ${text("Informe de validación vehicular", `x="1136" y="80" text-anchor="end" font-size="26" font-weight="500" fill="#dbeafe"`)}
  <rect x="64" y="176" width="460" height="164" rx="16" fill="#ffffff" stroke="${BRAND.ink}" stroke-width="6"/>
  ${text("CHILE", `x="294" y="214" text-anchor="middle" font-size="20" font-weight="700" letter-spacing="8" fill="${BRAND.ink}"`)}
  ${text(plateText(preview.plate), `x="294" y="306" text-anchor="middle" font-size="74" font-weight="800" fill="${BRAND.ink}"`)}
  ${car.markup}
  ${badge}
  ${gauge(preview)}
  ${text(preview.headline, `x="944" y="456" text-anchor="middle" font-size="${headlineSize(preview.headline)}" font-weight="800" fill="${INK[preview.tone]}"`)}
  ${note}
  <rect y="566" width="${width}" height="64" fill="${BRAND.blue}"/>
  ${text("SOAP · Revisión técnica · Multas · Deudas TAG", `x="64" y="608" font-size="26" font-weight="500" fill="#ffffff"`)}
</svg>`;
}

/**
 * The preview as a PNG of SHARE_PREVIEW_IMAGE's size: drawn off the event loop; only measuring a long car
 * name (widestLine, a few milliseconds) and, once each, the headlines runs on it.
 */
const renderShareImage = async (preview: SharePreview): Promise<Buffer> =>
  (await renderAsync(shareImageSvg(preview), { font: FONT })).asPng();

// Room for the previews of some hundreds of links, about 55 KB each.
const IMAGES_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Shared links' preview images. Drawing one takes tens of milliseconds where the report's JSON takes
 * one, and a report rarely changes once made: each instance keeps them per link and version, as
 * it keeps the JSON (http/shared-report-bodies.ts). Whether the link still works is the caller's to ask.
 */
export function shareImages() {
  const cache = new LRUCache<string, Buffer>({
    maxSize: IMAGES_MAX_BYTES,
    sizeCalculation: (png) => png.length,
  });
  return {
    png: async (report: SharedReport): Promise<Buffer> => {
      const key = `${report.accessCode}:${report.version}`;
      let png = cache.get(key);
      if (!png) {
        png = await renderShareImage(sharePreview(report.view));
        cache.set(key, png);
      }
      return png;
    },
  };
}
