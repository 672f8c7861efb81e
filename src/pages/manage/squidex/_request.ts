import type { AstroGlobal } from "astro";
import type { Lang } from "../../../i18n/locales.ts";
import { backTo, readItemAction, runItemAction } from "../../../lib/content-admin/item-actions.ts";
import { adminPost } from "../_admin-post.ts";

/**
 * The posts of the content screens (`adminPost`): the item action of its form (status, moderation, display flag, delete, restore) for the logged-in
 * editor and answers a 303 to the screen that shows the result (`?done=`); a malformed post, a
 * stale version or a refused transition gets the catalog's error screen, with nothing changed.
 */
export function contentAdminRequest(Astro: AstroGlobal, lang: Lang, schema: string): Promise<Response | undefined> {
  return adminPost(Astro, lang, async (user): Promise<{ ok: true; location: string }> => {
    const action = await readItemAction(Astro.request);
    const done = await runItemAction({ cms: Astro.locals.services.cms, db: Astro.locals.services.db, user }, schema, action);
    const list = `/manage/squidex/${encodeURIComponent(schema)}`;
    const item = `${list}/${encodeURIComponent(action.id)}`;
    const location =
      action.action === "delete"
        ? `${list}?done=deleted`
        : "back" in action && action.back
          ? withDone(backTo(action.back, item), done)
          : `${item}?done=${done}${action.action === "restore" ? `&from=${action.from}` : ""}#top`;
    return { ok: true, location };
  }) as Promise<Response | undefined>;
}

const withDone = (href: string, done: string) => `${href}${href.includes("?") ? "&" : "?"}done=${done}`;
