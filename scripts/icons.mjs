// Draws the site's bitmap icons from its logo (src/web/public/favicon.svg), with resvg as the share preview
// is drawn: apple-touch-icon.png (180x180, what an iPhone's home screen and share sheet show; Safari reads
// no SVG icon there) and favicon.ico (16 and 32 px, what browsers and tools ask for at /favicon.ico).
// Run again after changing the logo: node scripts/icons.mjs. scripts/icons.test.mjs checks the files in
// src/web/public are what this draws from the logo as it is.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const PUBLIC_DIR = path.join(root, "src/web/public");

export const APPLE_TOUCH_ICON = { file: "apple-touch-icon.png", size: 180 };
export const FAVICON_ICO = { file: "favicon.ico", sizes: [16, 32] };

export const readLogo = () => readFileSync(path.join(PUBLIC_DIR, "favicon.svg"), "utf8");

/** The logo drawn `size` pixels wide, as PNG. */
const png = (svg, size) =>
  new Resvg(svg, { fitTo: { mode: "width", value: size }, font: { loadSystemFonts: false } })
    .render()
    .asPng();

/**
 * The logo for a home screen: iOS rounds the corners itself and shows a transparent pixel as black, so the
 * logo's blue square goes edge to edge, its own rounded corners dropped.
 */
export function squareLogo(logo = readLogo()) {
  const square = logo.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, "$1");
  if (square === logo) throw new Error("favicon.svg has no rounded <rect> to square off");
  return square;
}

export const appleTouchIcon = (logo = readLogo()) => png(squareLogo(logo), APPLE_TOUCH_ICON.size);

/**
 * favicon.ico: the logo at 16 and 32 px, each stored as PNG inside the icon container (every browser since
 * 2007 reads those): a 6-byte header, a 16-byte entry per image, then the images.
 */
export function faviconIco(logo = readLogo()) {
  const images = FAVICON_ICO.sizes.map((size) => ({ size, data: png(logo, size) }));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0); // width
    entry.writeUInt8(size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const logo = readLogo();
  writeFileSync(path.join(PUBLIC_DIR, APPLE_TOUCH_ICON.file), appleTouchIcon(logo));
  writeFileSync(path.join(PUBLIC_DIR, FAVICON_ICO.file), faviconIco(logo));
  console.log(`wrote src/web/public/${APPLE_TOUCH_ICON.file} and src/web/public/${FAVICON_ICO.file}`);
}
