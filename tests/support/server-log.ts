import { Writable } from "node:stream";

/** Where a test app's log goes (createTestApp's `logDestination`), kept as pino's JSON lines. */
export function serverLog() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, destination };
}
