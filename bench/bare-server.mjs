// The ceiling of this machine: a bare node:http server answering 'ok' or, given a file and its headers as
// JSON, those bytes (a product route's answer without the product).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [bodyFile, headersJson] = process.argv.slice(2);
const body = bodyFile ? readFileSync(bodyFile) : "ok";
const headers = {
  ...(headersJson ? JSON.parse(headersJson) : { "content-type": "text/plain" }),
  // As the product sends it: a length, not chunks.
  "content-length": String(Buffer.byteLength(body)),
};

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, "127.0.0.1", () => console.log(`http://127.0.0.1:${server.address().port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
