import type { AstroGlobal } from "astro";
import type { Lang } from "../../../i18n/locales.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { pageContentCheck } from "../../../blocks/validate/site-content-check.ts";
import { errorScreenBody } from "../../../components/site/error-screen.tsx";
import { errorResponse, type ErrorScreen } from "../../../lib/errors/respond.ts";
import { handlePageForm, type FormOutcome } from "../../../lib/page-admin/handle-form.ts";
import type { PageAdminDeps } from "../../../lib/page-admin/outcome.ts";
import { handleMenuForm, type MenuOutcome } from "../../../lib/menus/menu-admin.ts";

/** What the content service and the site database need to know of one admin request. */
function pageAdminDeps(Astro: AstroGlobal): PageAdminDeps {
  const { services, user } = Astro.locals;
  if (!user) throw new HttpError("Unauthenticated");
  return { cms: services.cms, db: services.db, user, checkContent: pageContentCheck(services.cms) };
}

/** When the build being served began (ms), for telling published pages from changed ones; undefined without build information. */
export function liveSince(Astro: AstroGlobal): number | undefined {
  const live = Astro.locals.services.builds.get().live;
  return live ? live.at - live.durationMs : undefined;
}

/**
 * The request handling both page admin routes share: GET and HEAD render (undefined), a POST
 * runs the form (`handlePageForm`) and answers a 303 to its result page on success or gives the
 * refused outcome to render (with its status set); other methods and malformed posts get the
 * catalog's error screen. No 500 for anything a client can send.
 */
export async function pageAdminRequest(Astro: AstroGlobal, lang: Lang): Promise<Response | FormOutcome | undefined> {
  const method = Astro.request.method.toUpperCase();
  const html = (screen: ErrorScreen) => errorScreenBody(screen, () => Astro.locals.services.siteData.get());
  const error = (e: unknown) => errorResponse(e, { json: false, lang, html });
  if (method === "GET" || method === "HEAD") return undefined;
  if (method !== "POST") return error(new HttpError("MethodNotAllowed", { headers: { allow: "GET, HEAD, POST" } }));
  try {
    const outcome = await handlePageForm(pageAdminDeps(Astro), Astro.request, lang);
    if (outcome.ok) return new Response(null, { status: 303, headers: { location: outcome.location, "cache-control": "no-store" } });
    Astro.response.status = outcome.status;
    return outcome;
  } catch (e) {
    return error(e);
  }
}

/**
 * The request handling of the menu editor's posts (`/manage/pages/menus`, also from a page's
 * details): as `pageAdminRequest`, with `handleMenuForm`.
 */
export async function menuAdminRequest(Astro: AstroGlobal, lang: Lang): Promise<Response | Extract<MenuOutcome, { ok: false }> | undefined> {
  const method = Astro.request.method.toUpperCase();
  const html = (screen: ErrorScreen) => errorScreenBody(screen, () => Astro.locals.services.siteData.get());
  const error = (e: unknown) => errorResponse(e, { json: false, lang, html });
  if (method === "GET" || method === "HEAD") return undefined;
  if (method !== "POST") return error(new HttpError("MethodNotAllowed", { headers: { allow: "GET, HEAD, POST" } }));
  try {
    if (!Astro.locals.user) throw new HttpError("Unauthenticated");
    const outcome = await handleMenuForm(Astro.locals.services.cms, Astro.request);
    if (outcome.ok) return new Response(null, { status: 303, headers: { location: outcome.location, "cache-control": "no-store" } });
    Astro.response.status = outcome.status;
    return outcome;
  } catch (e) {
    return error(e);
  }
}
