import type { Config } from "@react-router/dev/config";

// Framework mode: React Router renders every page on the server, inside our Hono app
// (src/server/http/pages.ts), and hydrates it in the browser (decision 051).
export default {
  appDirectory: "src/web",
  buildDirectory: "dist/web",
  ssr: true,
  // React Router 8's behaviour where it changes nothing of ours. Not v8_middleware (loaders would get a
  // different context) nor v8_passThroughRequests (a data request's URL would keep its .data suffix).
  future: {
    v8_middleware: false,
    v8_passThroughRequests: false,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
