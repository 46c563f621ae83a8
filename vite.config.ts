import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./src/web/compress-plugin.ts";
import { webAlias } from "./web-alias.ts";

const FRAMEWORK_PACKAGE =
  /^(react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|turbo-stream|cookie|set-cookie-parser)$/;

/**
 * A module of the framework every page loads: each package on its path is one of the framework's, so a
 * copy nested in another package (Scalar's client has its own set-cookie-parser) stays with that package.
 */
const isFramework = (id: string): boolean => {
  const packages = [...id.matchAll(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g)].map((m) => m[1] ?? "");
  return packages.length > 0 && packages.every((name) => FRAMEWORK_PACKAGE.test(name));
};

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
                { name: "framework", test: isFramework },
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
