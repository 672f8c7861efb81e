import type { ServerResponse } from "node:http";
import { securityHeaders } from "../lib/http/security-headers.ts";

/** Answers `{ message, statusCode }` as uncached JSON with the security headers; `extra` headers go last. */
export function sendJsonError(res: ServerResponse, status: number, message: string, secure: boolean, extra: Record<string, string> = {}): void {
  const body = JSON.stringify({ message, statusCode: status });
  res.writeHead(status, {
    ...securityHeaders({ html: false, secure }),
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...extra,
  });
  res.end(body);
}
