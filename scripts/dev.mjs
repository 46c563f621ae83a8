// `npm run dev`: the API with reload on change (port 3000) and Vite with HMR (port 5173, proxying /api).
import { spawn } from "node:child_process";

const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" };
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/index.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
