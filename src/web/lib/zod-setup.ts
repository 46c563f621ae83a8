import { config } from "zod/mini";

// zod probes for eval (new Function) to compile faster parsers; our Content-Security-Policy forbids
// eval, so the probe only logs a CSP violation. Parsing without it is as correct.
config({ jitless: true });
