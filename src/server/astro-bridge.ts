import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import type { Services } from "../lib/services.ts";
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

/**
 * Runs Astro for one request with the site's services in `locals`, and makes sure its response
 * carries the security headers: the always-on ones are set up front; the CSP is added at writeHead
 * time once the Content-Type shows an HTML document (unless the app's middleware set one already).
 */
export async function runAstro(handler: AstroHandler, req: IncomingMessage, res: ServerResponse, secure: boolean, services: Services): Promise<void> {
  for (const [name, value] of Object.entries(services.headers.forResponse({ html: false, secure }))) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === "object" && arg !== null && !Array.isArray(arg));
    const type = headerValue(headers, "content-type") ?? String(res.getHeader("content-type") ?? "");
    const hasCsp = headerValue(headers, "content-security-policy") !== undefined || res.hasHeader("content-security-policy");
    if (isHtmlType(type) && !hasCsp) {
      for (const [name, value] of Object.entries(services.headers.forResponse({ html: true, secure }))) res.setHeader(name, value);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse["writeHead"];
  // No `next`: Astro renders its own 404 page for anything it does not route.
  await handler(req, res, undefined, { services });
}
