import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { HeaderBuilder } from "../lib/http/security-headers.ts";
import type { ContentCoding } from "../lib/http/compression.ts";
import { acceptedEncodings, etagMatches } from "./encoding.ts";
import { lazyVariant, needsVariant } from "./lazy-compress.ts";
import type { Representation, StaticFile } from "./static-index.ts";

/** The coding to send: brotli, then gzip, when the client accepts it and the file is compressible. */
function preferred(file: StaticFile, acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!file.compressible && !file.br && !file.gzip) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.br && (file.br || needsVariant(file, "br"))) return "br";
  if (accepted.gzip && (file.gzip || needsVariant(file, "gzip"))) return "gzip";
  return undefined;
}

/**
 * Sends one file from the build: the compressed variant chosen by Accept-Encoding (the build's
 * sibling, or made on the first request), a strong ETag per variant (304 on If-None-Match), the
 * file's Cache-Control and the security headers.
 * The caller has checked the method (GET or HEAD).
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, secure: boolean, headers: HeaderBuilder): void {
  const coding = preferred(file, req.headers["accept-encoding"]);
  const stored = coding && file[coding];
  if (!coding || stored) return send(req, res, file, stored || file.identity, coding, secure, headers);
  lazyVariant(file, coding).then(
    (rep) => send(req, res, file, rep ?? file.identity, rep ? coding : undefined, secure, headers),
    (error: unknown) => {
      console.error(`compressing ${file.urlPath} failed`, error);
      send(req, res, file, file.identity, undefined, secure, headers);
    },
  );
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  rep: Representation,
  encoding: string | undefined,
  secure: boolean,
  builder: HeaderBuilder,
): void {
  if (res.destroyed) return;
  const headers = responseHeaders(file, rep, encoding, secure, builder);
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
// Headers depend only on the representation (of one build, whose script hashes are fixed) and on
// TLS: built once, reused for every request.
const cache = new WeakMap<Representation, { plain?: HeaderSet; secure?: HeaderSet }>();

function responseHeaders(file: StaticFile, rep: Representation, encoding: string | undefined, secure: boolean, builder: HeaderBuilder): HeaderSet {
  let entry = cache.get(rep);
  if (!entry) cache.set(rep, (entry = {}));
  const key = secure ? "secure" : "plain";
  const cached = entry[key];
  if (cached) return cached;
  const notModified: Record<string, string | number> = {
    ...builder.forResponse({ html: file.html, secure }),
    "Cache-Control": file.cacheControl,
    ETag: rep.etag,
    "Last-Modified": file.lastModified,
  };
  if (file.compressible || file.br || file.gzip) notModified.Vary = "Accept-Encoding";
  const ok: Record<string, string | number> = { ...notModified, "Content-Type": file.type, "Content-Length": rep.size };
  if (encoding) ok["Content-Encoding"] = encoding;
  return (entry[key] = { ok, notModified });
}
