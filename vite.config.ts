import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./src/web/compress-plugin.ts";
import { webAlias } from "./web-alias.ts";

// React Router's framework mode (react-router.config.ts) builds the browser's code into dist/web/client
// and the server's renderer into dist/web/server; the Hono app serves both (decision 051).
export default defineConfig(({ isSsrBuild }) => ({
  publicDir: "src/web/public",
  resolve: { alias: [webAlias] },
  // precompress: .br and .gz of every browser asset, served as they are.
  plugins: [tailwindcss(), reactRouter(), precompress()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                },
                {
                  name: "ui",
                  test: /src[\\/]web[\\/](components[\\/]ui|config|hooks)[\\/]/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
}));
