import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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
  return {
    name: "patente-clara:precompress",
    apply: "build",
    enforce: "post",
    // Only what browsers download: the server build's files are read from disk by Node.
    applyToEnvironment: (environment) => environment.name === "client",
    closeBundle: {
      order: "post",
      handler() {
        const { root, build } = this.environment.config;
        const assets = path.join(path.resolve(root, build.outDir), "assets");
        if (!existsSync(assets)) return;
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const file = path.join(dir, name);
            return statSync(file).isDirectory() ? walk(file) : [file];
          });
        for (const file of walk(assets)) {
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
