import type { MiddlewareHandler } from "astro";
import { langFromPath } from "./i18n/locales.ts";
import { readSessionId } from "./lib/auth/cookie.ts";
import { accountRedirect, firstPasswordRule } from "./lib/auth/first-password.ts";
import { sessionUser } from "./lib/auth/login.ts";
import { defaultServices } from "./lib/default-services.ts";
import { HttpError } from "./lib/errors/http-error.ts";
import { errorScreenBody } from "./components/site/error-screen.tsx";
import { errorResponse, type ErrorScreen } from "./lib/errors/respond.ts";
import { assertCleanPath, assertPageMethod, checkRequestOrigin, isApiPath, isManagePath, loginRedirect, matchPath } from "./lib/http/guard.ts";
import { siteOrigins } from "./lib/http/origin.ts";
import type { HeaderBuilder } from "./lib/http/security-headers.ts";

/** Adds the hardening headers (and no-store where the answer depends on who asks). */
function finish(headers: HeaderBuilder, response: Response, url: URL, noStore: boolean): Response {
  let out = response;
  const html = (response.headers.get("content-type") ?? "").toLowerCase().startsWith("text/html");
  const add = (r: Response) => {
    // Answers rendered here are on demand (a prerendered page is served as a file with the build's policy).
    for (const [name, value] of Object.entries(headers.forResponse({ html, secure: url.protocol === "https:", onDemand: true }))) {
      if (!r.headers.has(name)) r.headers.set(name, value);
    }
    if (noStore && !r.headers.has("cache-control")) r.headers.set("cache-control", "no-store");
  };
  try {
    add(out);
  } catch {
    // Immutable headers (e.g. a fetched or Response.redirect response): copy first.
    out = new Response(response.body, response);
    add(out);
  }
  return out;
}

/** The catch-all route (src/pages/[...path].astro): content pages in a render pass, else the 404 page for paths no other route takes. */
const UNROUTED = "/[...path]";

/**
 * One guard for every on-demand request: path hygiene, language, page methods, the same-origin
 * rule for state-changing requests, session, the `/manage/**` login redirect, security headers,
 * and the single error handler (JSON for `/api` and `/cms`, HTML elsewhere; never internals). The
 * services come from the production server (`locals.services`); `astro dev` creates its own on
 * first use.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  // Prerendered files and the render pass's pages (written to a build, never sent to a client) need none of it.
  if (context.isPrerendered || context.locals.render) return next();
  // The production server passes its services with every request; only `astro dev` creates its own.
  if (!context.locals.services && !import.meta.env.DEV)
    throw new Error("No services in Astro.locals: requests must come through the production server (src/server).");
  const services = (context.locals.services ??= await defaultServices());
  const url = new URL(context.request.url);
  const done = (response: Response, noStore: boolean) => finish(services.headers, response, url, noStore);
  context.locals.lang = langFromPath(url.pathname);
  context.locals.user = undefined;
  const path = matchPath(url.pathname);
  const api = path === undefined || isApiPath(path);
  try {
    if (path === undefined) throw new HttpError("BadPath");
    assertCleanPath(url.pathname);
    assertPageMethod(context.request, path);
    const credentials = checkRequestOrigin(context.request, path, siteOrigins(context.url, services.config.siteUrl));
    if (credentials === "session") context.locals.user = await sessionUser(services, readSessionId(context.request, context.url));
    // A first-start one-time password must be changed before the session is worth anything else.
    const firstPassword = firstPasswordRule(context.locals.user, path);
    if (firstPassword === "account") return done(accountRedirect(), true);
    if (firstPassword === "anonymous") context.locals.user = undefined;
    if (isManagePath(path) && !context.locals.user) return done(loginRedirect(url), true);
    // An /api or /cms path that no route takes would render the HTML 404 page: answer JSON instead, without rendering it.
    if (api && context.routePattern === UNROUTED) throw new HttpError("NotFound");
    const response = await next();
    return done(response, api || isManagePath(path) || context.locals.user !== undefined);
  } catch (error) {
    const html = (screen: ErrorScreen) => errorScreenBody(screen, () => services.siteData.get());
    return done(errorResponse(error, { json: api, lang: context.locals.lang, html }), true);
  }
};
