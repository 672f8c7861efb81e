import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { config } from "../lib/config.ts";
import { securityHeaders } from "../lib/http/security-headers.ts";
import { runAstro, type AstroHandler } from "./astro-bridge.ts";
import { guardBody, limitFor, type BodyLimits } from "./body-limit.ts";
import { compressResponse } from "./compress-dynamic.ts";
import { sendJsonError } from "./json-error.ts";
import { isFastPathCandidate, serveRestFastPath, type FastPathOutcome } from "./rest-fast-path.ts";
import { findRedirect, type RouteRedirects } from "./route-rules.ts";
import { checkPath } from "./safe-path.ts";
import { serveStatic } from "./serve-static.ts";
import { findFile, type StaticIndex } from "./static-index.ts";

export interface ListenerOptions {
  index: StaticIndex;
  limits: BodyLimits;
  /** Resolves once the Astro entry is loaded; requests for it wait until then. */
  astro: Promise<AstroHandler>;
  /** The build's route-rule redirects, answered before static files (GET and HEAD). */
  redirects?: RouteRedirects;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** TLS on this socket, or a loopback reverse proxy that says it terminated TLS. */
function isSecure(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return LOOPBACK.has(req.socket.remoteAddress ?? "") && req.headers["x-forwarded-proto"] === "https";
}

/** The production request listener: static files from the index, everything else to Astro. */
export function createListener(options: ListenerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const secure = isSecure(req);
    const method = req.method ?? "GET";
    try {
      if (method === "TRACE" || method === "TRACK" || method === "CONNECT") {
        return sendJsonError(res, 405, "Method not allowed.", secure, { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" });
      }
      const checked = checkPath(req.url ?? "/");
      if (checked.status === 400) return sendJsonError(res, 400, "Bad request path.", secure);
      if (checked.pathname !== undefined && options.redirects && (method === "GET" || method === "HEAD")) {
        const url = req.url ?? "/";
        const query = url.indexOf("?");
        const redirect = findRedirect(options.redirects, checked.pathname, query < 0 ? "" : url.slice(query));
        if (redirect) {
          res.writeHead(redirect.status, {
            ...securityHeaders({ html: false, secure }),
            Location: redirect.location,
            "Cache-Control": "public, max-age=3600",
            "Content-Length": 0,
          });
          return void res.end();
        }
      }
      if (checked.pathname !== undefined) {
        const file = findFile(options.index, checked.pathname);
        if (file) {
          if (method === "GET" || method === "HEAD") return serveStatic(req, res, file, secure);
          return sendJsonError(res, 405, "Method not allowed.", secure, { Allow: "GET, HEAD" });
        }
      }
      let fast: FastPathOutcome = "skipped";
      if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
        const limit = limitFor(req, checked.pathname ?? "/", options.limits);
        // Cached hits of /api/rest are answered from stored bytes; the rest still reaches Astro.
        if (isFastPathCandidate(req, limit, config().siteUrl)) fast = await serveRestFastPath(req, res, secure);
        if (fast === "answered") return;
        // A buffered body is within the limit already and no longer on the stream.
        if (fast === "skipped" && !guardBody(req, res, limit, secure)) return;
      }
      // Hidden paths (status 404) go to Astro too, which answers with the site's 404 page.
      const astro = await options.astro;
      await compressResponse(req, res);
      await runAstro(astro, req, res, secure);
    } catch (error) {
      console.error(`request failed: ${method} ${req.url}`, error);
      if (!res.headersSent) sendJsonError(res, 500, "Internal server error.", secure);
      else res.destroy();
    }
  };
}
