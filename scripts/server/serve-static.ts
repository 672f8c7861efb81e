import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaders } from "../../src/lib/http/security-headers.ts";
import { acceptedEncodings, etagMatches } from "./encoding.ts";
import type { Representation, StaticFile } from "./static-index.ts";

/** Picks the smallest representation the client accepts: brotli, then gzip, then the original. */
function choose(file: StaticFile, acceptEncoding: string | undefined): { rep: Representation; encoding?: string } {
  if (!file.br && !file.gzip) return { rep: file.identity };
  const accepted = acceptedEncodings(acceptEncoding);
  if (file.br && accepted.br) return { rep: file.br, encoding: "br" };
  if (file.gzip && accepted.gzip) return { rep: file.gzip, encoding: "gzip" };
  return { rep: file.identity };
}

/**
 * Sends one file from the build: the precompressed variant chosen by Accept-Encoding, a strong
 * ETag per variant (304 on If-None-Match), the file's Cache-Control and the security headers.
 * The caller has checked the method (GET or HEAD).
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, secure: boolean): void {
  const { rep, encoding } = choose(file, req.headers["accept-encoding"]);
  const headers = responseHeaders(file, rep, encoding, secure);
  if (etagMatches(req.headers["if-none-match"], rep.etag)) {
    res.writeHead(304, headers.notModified);
    res.end();
    return;
  }
  res.writeHead(200, headers.ok);
  if (req.method === "HEAD") return void res.end();
  if (rep.body) return void res.end(rep.body);
  const stream = createReadStream(rep.path);
  stream.on("error", () => res.destroy());
  res.on("close", () => stream.destroy());
  stream.pipe(res);
}

type HeaderSet = { ok: Record<string, string | number>; notModified: Record<string, string | number> };
// Headers depend only on the representation and on TLS: built once, reused for every request.
const cache = new WeakMap<Representation, { plain?: HeaderSet; secure?: HeaderSet }>();

function responseHeaders(file: StaticFile, rep: Representation, encoding: string | undefined, secure: boolean): HeaderSet {
  let entry = cache.get(rep);
  if (!entry) cache.set(rep, (entry = {}));
  const key = secure ? "secure" : "plain";
  const cached = entry[key];
  if (cached) return cached;
  const notModified: Record<string, string | number> = {
    ...securityHeaders({ html: file.html, secure }),
    "Cache-Control": file.cacheControl,
    ETag: rep.etag,
    "Last-Modified": file.lastModified,
  };
  if (file.br || file.gzip) notModified.Vary = "Accept-Encoding";
  const ok: Record<string, string | number> = { ...notModified, "Content-Type": file.type, "Content-Length": rep.size };
  if (encoding) ok["Content-Encoding"] = encoding;
  return (entry[key] = { ok, notModified });
}
