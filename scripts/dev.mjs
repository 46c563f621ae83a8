// `npm run dev`: one process on PORT (3000) with React Router's Vite dev server in front, hot reload
// included, and the Hono app behind it (src/server/dev.ts); the server restarts when its code changes.
import { spawn } from "node:child_process";

// Only the server's own sources restart it: Vite reloads the pages itself, and its config is imported
// through a temporary file that Node's watch would otherwise take for a change.
const watched = ["src/server", "src/domain"].flatMap((dir) => ["--watch-path", dir]);
const child = spawn(process.execPath, ["--import", "tsx", ...watched, "src/server/dev.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "development", ...process.env },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));
