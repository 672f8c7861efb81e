import type { ServerResponse } from "node:http";
import { langFromPath } from "../i18n/locales.ts";
import type { HttpError } from "../lib/errors/http-error.ts";
import { jsonError, type JsonError } from "../lib/errors/respond.ts";
import { securityHeaders } from "../lib/http/security-headers.ts";

/** The language of the request a refusal answers: from its path, as the middleware decides it. */
function langOf(res: ServerResponse) {
  return langFromPath((res.req?.url ?? "/").split("?")[0]!);
}

function write(res: ServerResponse, { status, headers, body }: JsonError, secure: boolean): void {
  res.writeHead(status, { ...securityHeaders({ html: false, secure }), ...headers, "content-length": Buffer.byteLength(body) });
  res.end(body);
}

/**
 * The server's own refusals (before Astro): the catalog's JSON error, written by the same
 * `jsonError` as the middleware's and the endpoints', plus the security headers.
 */
export function sendJsonError(res: ServerResponse, error: HttpError, secure: boolean): void {
  write(res, jsonError(error, langOf(res)), secure);
}
