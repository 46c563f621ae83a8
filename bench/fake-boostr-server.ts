// The Boostr stand-in in a process of its own, so its 200 ms timers are not delayed by the server being
// measured. Prints its URL on the first line of stdout.
import { startFakeBoostr } from "../tests/support/fake-boostr";

const boostr = await startFakeBoostr({ latencyMs: Number(process.env.LATENCY_MS ?? 200) });
console.log(boostr.url);
process.on("SIGTERM", () => void boostr.close().then(() => process.exit(0)));
