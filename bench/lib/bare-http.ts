/**
 * `node bench/lib/bare-http.ts <response.json>`: the least a `node:http` server can do for one
 * page: every request gets the same status, headers and body bytes (read once from the file,
 * body base64), nothing looked up. The baseline of the site server's own per-request cost.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const { status, headers, body } = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as { status: number; headers: Record<string, string>; body: string };
const bytes = Buffer.from(body, "base64");
const server = createServer((req, res) => {
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : bytes);
});
server.keepAliveTimeout = 5_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`Listening on http://127.0.0.1:${address.port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
