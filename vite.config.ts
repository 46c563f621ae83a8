import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./src/web/compress-plugin.ts";
import { prerender } from "./src/web/prerender/vite-plugin.ts";

export default defineConfig({
  // Resolved from this file, so the build works from any working directory.
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  // prerender: after the client build, writes the marketing pages' HTML (src/web/prerender);
  // precompress: .br and .gz of every asset, served as they are.
  plugins: [react(), tailwindcss(), prerender(), precompress()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
  },
  server: {
    // scripts/dev.mjs passes the API's port; the API answers /api, Vite everything else.
    proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
