import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { HttpError } from "../lib/errors/http-error.ts";
import type { Services } from "../lib/services.ts";
import { runAstro, type AstroHandler } from "./astro-bridge.ts";
import { guardBody, limitFor } from "./body-limit.ts";
import type { LiveBuild } from "./build-slot.ts";
import type { Renderer } from "./publish/renderer.ts";
import { compressResponse } from "./compress-dynamic.ts";
import { isValidHost } from "./host-header.ts";
import { sendJsonError } from "./json-error.ts";
import { isFastPathCandidate, serveRestFastPath, type FastPathOutcome } from "./rest-fast-path.ts";
import { findRedirect } from "./route-rules.ts";
import { checkPath } from "./safe-path.ts";
import { serveStatic } from "./serve-static.ts";
import { fromLoopback } from "./loopback.ts";
import { findFile } from "./static-index.ts";

/** TLS on this socket, or a loopback reverse proxy that says it terminated TLS. */
function isSecure(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return fromLoopback(req) && req.headers["x-forwarded-proto"] === "https";
}

/**
 * The production request listener: the live build's redirects and static files, everything else
 * to the Astro handler with the site's services (and the render pass's requests straight to it).
 * Each request reads the live build once.
 */
export function createListener(live: LiveBuild, services: Services, astro: AstroHandler, renderer?: Renderer) {
  const limits = { json: services.config.jsonBodyLimit, upload: services.config.uploadLimit };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const secure = isSecure(req);
    const method = req.method ?? "GET";
    try {
      // Astro builds a URL from Host: one it cannot parse (`a@b`) would fail every on-demand route.
      if (!isValidHost(req.headers.host)) return sendJsonError(res, new HttpError("BadHost"), secure);
      // The render pass's own requests render a page into a build: no file, no redirect, no waiting for a build.
      const render = renderer?.contextFor(req);
      if (render) return await runAstro(astro, req, res, secure, services, render);
      const build = live.current ?? (await live.ready);
      if (method === "TRACE" || method === "TRACK" || method === "CONNECT") {
        return sendJsonError(res, new HttpError("MethodNotAllowed", { headers: { allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" } }), secure);
      }
      const checked = checkPath(req.url ?? "/");
      if (checked.status === 400) return sendJsonError(res, new HttpError("BadPath"), secure);
      if (checked.pathname !== undefined && (method === "GET" || method === "HEAD")) {
        const url = req.url ?? "/";
        const query = url.indexOf("?");
        const redirect = findRedirect(build.redirects, checked.pathname, query < 0 ? "" : url.slice(query));
        if (redirect) {
          res.writeHead(redirect.status, {
            ...services.headers.forResponse({ html: false, secure }),
            Location: redirect.location,
            "Cache-Control": "public, max-age=3600",
            "Content-Length": 0,
          });
          return void res.end();
        }
      }
      if (checked.pathname !== undefined) {
        const file = findFile(build.index, checked.pathname);
        if (file) {
          if (method === "GET" || method === "HEAD") return serveStatic(req, res, file, secure, services.headers);
          // A page asked with another method goes to Astro, whose middleware answers with the 405 screen
          // rendered like every other page (the stylesheet is a Vite module this server cannot load).
          if (!file.html) return sendJsonError(res, new HttpError("MethodNotAllowed", { headers: { allow: "GET, HEAD" } }), secure);
        }
      }
      let fast: FastPathOutcome = "skipped";
      if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
        const limit = limitFor(req, checked.pathname ?? "/", limits);
        // Cached hits of /api/rest are answered from stored bytes; the rest still reaches Astro.
        if (isFastPathCandidate(req, limit, services.config.siteUrl)) fast = await serveRestFastPath(req, res, secure, services);
        if (fast === "answered") return;
        // A buffered body is within the limit already and no longer on the stream.
        if (fast === "skipped" && !guardBody(req, res, limit, secure)) return;
      }
      // Hidden paths (status 404) go to Astro too, which answers with the site's 404 page.
      await compressResponse(req, res);
      await runAstro(astro, req, res, secure, services);
    } catch (error) {
      console.error(`request failed: ${method} ${req.url}`, error);
      if (!res.headersSent) sendJsonError(res, new HttpError("Internal"), secure);
      else res.destroy();
    }
  };
}
