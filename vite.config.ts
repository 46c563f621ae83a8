import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./src/web/compress-plugin.ts";
import { webAlias } from "./web-alias.ts";

// React Router's framework mode (react-router.config.ts) builds the browser's code into dist/web/client
// and the server's renderer into dist/web/server; the Hono app serves both (decision 051).
export default defineConfig({
  publicDir: "src/web/public",
  resolve: { alias: [webAlias] },
  // precompress: .br and .gz of every browser asset, served as they are.
  plugins: [tailwindcss(), reactRouter(), precompress()],
});
