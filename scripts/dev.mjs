// `npm run dev`: the API with reload on change (PORT, 3000) and Vite with HMR (DEV_WEB_PORT, 5173,
// proxying /api to the API). The API's own PUBLIC_URL is the address the browser opens: Vite's.
import { spawn } from "node:child_process";

const apiPort = process.env.PORT ?? "3000";
const webPort = process.env.DEV_WEB_PORT ?? "5173";
const env = {
  ...process.env,
  PORT: apiPort,
  DEV_WEB_PORT: webPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
};
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/index.ts"], { stdio: "inherit", env }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env,
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
