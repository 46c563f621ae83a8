import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;

/**
 * Writes .br and .gz beside every compressible build file, once, at build time: the server sends them
 * as they are (serveStatic's `precompressed`), so a phone on a slow network downloads a third of the
 * bytes and no request pays for compressing.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "patente-clara:precompress",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const file = path.join(dir, name);
            return statSync(file).isDirectory() ? walk(file) : [file];
          });
        for (const file of walk(path.join(outDir, "assets"))) {
          if (!COMPRESSIBLE.test(file)) continue;
          const data = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}
