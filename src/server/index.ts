import { fileURLToPath } from "node:url";
import { builtPages } from "./http/pages";
import { run } from "./run";

// `npm start`: the product with the front end as `vite build` wrote it.
const WEB_ROOT = fileURLToPath(new URL("../../dist/web", import.meta.url));

run({ web: () => builtPages(WEB_ROOT) });
