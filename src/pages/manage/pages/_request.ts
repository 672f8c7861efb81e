import type { AstroGlobal } from "astro";
import type { Lang } from "../../../i18n/locales.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { pageContentCheck } from "../../../blocks/validate/site-content-check.ts";
import { handlePageForm, type FormOutcome } from "../../../lib/page-admin/handle-form.ts";
import type { PageAdminDeps } from "../../../lib/page-admin/outcome.ts";
import { handleMenuForm, type MenuOutcome } from "../../../lib/menus/menu-admin.ts";
import { adminPost } from "../_admin-post.ts";

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
 * The posts of both page admin routes (`adminPost`): the page form (`handlePageForm`).
 */
export function pageAdminRequest(Astro: AstroGlobal, lang: Lang): Promise<Response | Extract<FormOutcome, { ok: false }> | undefined> {
  return adminPost(Astro, lang, () => handlePageForm(pageAdminDeps(Astro), Astro.request, lang));
}

/**
 * The request handling of the menu editor's posts (`/manage/pages/menus`, also from a page's
 * details): as `pageAdminRequest`, with `handleMenuForm`.
 */
export function menuAdminRequest(Astro: AstroGlobal, lang: Lang): Promise<Response | Extract<MenuOutcome, { ok: false }> | undefined> {
  return adminPost(Astro, lang, () => handleMenuForm(Astro.locals.services.cms, Astro.request));
}
