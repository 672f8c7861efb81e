import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import { isIP } from "node:net";
import { pathToFileURL } from "node:url";
import type { RenderContext } from "../lib/render/context.ts";
import type { Services } from "../lib/services.ts";
import { fromLoopback } from "./loopback.ts";
import { isHtmlType } from "./mime.ts";

/** `@astrojs/node` in middleware mode: `handler(req, res, next?, locals?)`. */
export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void, locals?: object) => Promise<void> | void;

/** Imports the built server entry. */
export async function loadAstroHandler(entryPath: string): Promise<AstroHandler> {
  const entry = (await import(pathToFileURL(entryPath).href)) as { handler?: AstroHandler };
  if (typeof entry.handler !== "function") {
    throw new Error(`${entryPath} exports no handler: build with @astrojs/node in middleware mode.`);
  }
  return entry.handler;
}

function headerValue(headers: OutgoingHttpHeaders | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return String(value);
  return undefined;
}

const STANDARD_PHRASES = new Set(Object.values(STATUS_CODES));

/**
 * The reason phrase for `status`: the one Astro set, unless that is empty or another status's
 * standard phrase (a page that sets only `Astro.response.status = 404` keeps the default `OK`).
 */
export function reasonPhrase(status: number, current: string | undefined): string | undefined {
  const standard = STATUS_CODES[status];
  if (standard === undefined || current === standard) return current;
  return !current || STANDARD_PHRASES.has(current) ? standard : current;
}

/**
 * The visitor's address a reverse proxy on this machine names in `X-Real-IP` (nginx in front,
 * deploy/): every request it forwards comes from loopback. Undefined for any other peer, whose
 * headers are not trusted.
 */
export function proxiedClient(req: IncomingMessage): string | undefined {
  const named = req.headers["x-real-ip"];
  return typeof named === "string" && isIP(named.trim()) && fromLoopback(req) ? named.trim() : undefined;
}

/**
 * Runs Astro for one request with the site's services in `locals`, and makes sure its response
 * carries the security headers and a status line that matches its status: the always-on headers
 * are set up front; the CSP is added at writeHead time once the Content-Type shows an HTML
 * document (unless the app's middleware set one already), and so is the reason phrase.
 */
export async function runAstro(
  handler: AstroHandler,
  req: IncomingMessage,
  res: ServerResponse,
  secure: boolean,
  services: Services,
  render?: RenderContext,
): Promise<void> {
  for (const [name, value] of Object.entries(services.headers.forResponse({ html: false, secure }))) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === "object" && arg !== null && !Array.isArray(arg));
    const type = headerValue(headers, "content-type") ?? String(res.getHeader("content-type") ?? "");
    const hasCsp = headerValue(headers, "content-security-policy") !== undefined || res.hasHeader("content-security-policy");
    if (isHtmlType(type) && !hasCsp) {
      for (const [name, value] of Object.entries(services.headers.forResponse({ html: true, secure, onDemand: true }))) res.setHeader(name, value);
    }
    if (typeof rest[0] === "string") rest[0] = reasonPhrase(status, rest[0]);
    else res.statusMessage = reasonPhrase(status, res.statusMessage) ?? "";
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse["writeHead"];
  // No `next`: Astro renders its own 404 page for anything it does not route.
  const clientAddress = proxiedClient(req);
  await handler(req, res, undefined, render ? { services, render } : clientAddress ? { services, clientAddress } : { services });
}
