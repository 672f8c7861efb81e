import type { AstroGlobal } from "astro";
import type { Lang } from "../../../i18n/locales.ts";
import { errorScreenBody } from "../../../components/site/error-screen.tsx";
import { backTo, readItemAction, runItemAction } from "../../../lib/content-admin/item-actions.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { errorResponse, type ErrorScreen } from "../../../lib/errors/respond.ts";

/**
 * The request handling of the content screens: GET and HEAD render (undefined); a POST runs the
 * item action of its form (status, moderation, display flag, delete, restore) for the logged-in
 * editor and answers a 303 to the screen that shows the result (`?done=`); a malformed post, a
 * stale version or a refused transition gets the catalog's error screen, with nothing changed.
 */
export async function contentAdminRequest(Astro: AstroGlobal, lang: Lang, schema: string): Promise<Response | undefined> {
  const method = Astro.request.method.toUpperCase();
  const html = (screen: ErrorScreen) => errorScreenBody(screen, () => Astro.locals.services.siteData.get());
  if (method === "GET" || method === "HEAD") return undefined;
  try {
    if (method !== "POST") throw new HttpError("MethodNotAllowed", { headers: { allow: "GET, HEAD, POST" } });
    const { services, user } = Astro.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const action = await readItemAction(Astro.request);
    const done = await runItemAction({ cms: services.cms, db: services.db, user }, schema, action);
    const list = `/manage/squidex/${encodeURIComponent(schema)}`;
    const item = `${list}/${encodeURIComponent(action.id)}`;
    const location =
      action.action === "delete"
        ? `${list}?done=deleted`
        : "back" in action && action.back
          ? withDone(backTo(action.back, item), done)
          : `${item}?done=${done}${action.action === "restore" ? `&from=${action.from}` : ""}#top`;
    return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
  } catch (error) {
    return errorResponse(error, { json: false, lang, html });
  }
}

const withDone = (href: string, done: string) => `${href}${href.includes("?") ? "&" : "?"}done=${done}`;
