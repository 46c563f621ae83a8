import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { run } from "./run";

// `npm run dev`: React Router's Vite dev server in front (hot reload, its own module paths) and the Hono
// app behind it, which draws every page from the sources Vite serves.
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });

run({
  web: async () => ({
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "development",
  }),
  before: vite.middlewares,
  onStop: () => vite.close(),
});
