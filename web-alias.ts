import { fileURLToPath } from "node:url";

/**
 * package.json's imports map #web/* to .ts, .tsx or a folder's index.ts, which TypeScript tries in turn;
 * Vite takes only the first, so for Vite and Vitest #web/* is the folder itself, extensions and all.
 */
export const webAlias = {
  find: /^#web\/(.*)$/,
  replacement: `${fileURLToPath(new URL("./src/web", import.meta.url))}/$1`,
};
