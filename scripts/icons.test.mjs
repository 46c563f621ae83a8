import { readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import {
  APPLE_TOUCH_ICON,
  appleTouchIcon,
  FAVICON_ICO,
  faviconIco,
  PUBLIC_DIR,
  readLogo,
  squareLogo,
} from "./icons.mjs";

// The bitmap icons in src/web/public are the logo as scripts/icons.mjs draws it: a changed logo with
// icons not drawn again fails here.

const committed = (file) => readFileSync(path.join(PUBLIC_DIR, file));

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("apple-touch-icon.png", () => {
  it("is the logo drawn again, 180 by 180", () => {
    const file = committed(APPLE_TOUCH_ICON.file);
    expect(file.equals(appleTouchIcon(readLogo()))).toBe(true);
    expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(file)).toEqual({ width: 180, height: 180 });
  });

  it("has no transparent pixel, which an iPhone would show black", () => {
    const image = new Resvg(squareLogo(), { fitTo: { mode: "width", value: 180 } }).render();
    expect([image.width, image.height]).toEqual([180, 180]);
    const alphas = new Set(image.pixels.filter((_, i) => i % 4 === 3));
    expect([...alphas]).toEqual([255]);
    // The logo's own square has rounded corners: its corner pixel is transparent.
    const rounded = new Resvg(readLogo(), { fitTo: { mode: "width", value: 180 } }).render();
    expect(rounded.pixels[3]).toBe(0);
  });

  it("refuses a logo whose square it cannot find, rather than drawing a wrong icon", () => {
    expect(() => squareLogo('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')).toThrow();
  });
});

describe("favicon.ico", () => {
  it("is the logo drawn again: an icon of 16 and 32 px images, each a PNG of its size", () => {
    const file = committed(FAVICON_ICO.file);
    expect(file.equals(faviconIco(readLogo()))).toBe(true);
    expect([file.readUInt16LE(0), file.readUInt16LE(2), file.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const images = [0, 1].map((i) => {
      const entry = file.subarray(6 + 16 * i, 6 + 16 * (i + 1));
      const data = file.subarray(entry.readUInt32LE(12), entry.readUInt32LE(12) + entry.readUInt32LE(8));
      return { declared: entry.readUInt8(0), bits: entry.readUInt16LE(6), data };
    });
    expect(images.map((image) => image.declared)).toEqual([16, 32]);
    for (const { declared, bits, data } of images) {
      expect(bits).toBe(32);
      expect(data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngSize(data)).toEqual({ width: declared, height: declared });
    }
    // Nothing after the last image.
    const last = file.subarray(6 + 16, 6 + 32);
    expect(last.readUInt32LE(12) + last.readUInt32LE(8)).toBe(file.length);
  });
});
