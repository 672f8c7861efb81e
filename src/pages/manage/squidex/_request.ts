import type { AstroGlobal } from "astro";
import { pageAdminLang } from "../../../components/admin/admin-lang.ts";
import { schemaModel } from "../../../components/admin/content/save-item.ts";
import type { FormModel } from "../../../forms/index.ts";
import type { Lang } from "../../../i18n/locales.ts";
import type { SchemaDto } from "../../../lib/cms/responses.ts";
import { backTo, readItemAction, runItemAction } from "../../../lib/content-admin/item-actions.ts";
import { contentSchema, OWN_SCREENS } from "../../../lib/content-admin/schemas.ts";
import { adminPost } from "../_admin-post.ts";

/** What both content screens render from: the admin's language, the schema named in the URL and its form (none for an unknown schema). */
export interface ContentScreen {
  lang: Lang;
  name: string;
  schema: SchemaDto | undefined;
  model: FormModel | undefined;
}

/**
 * The start both content screens share: a schema with a screen of its own is redirected there, a
 * post is run (`contentAdminRequest`); either is the Response to answer with. Otherwise the facts
 * the screen renders from.
 */
export async function contentScreen(Astro: AstroGlobal): Promise<Response | ContentScreen> {
  const lang = pageAdminLang(Astro);
  const name = Astro.params.schema ?? "";
  const own = OWN_SCREENS[name];
  if (own) return Astro.redirect(own, 302);
  const posted = await contentAdminRequest(Astro, lang, name);
  if (posted) return posted;
  const schema = await contentSchema(Astro.locals.services.cms, name);
  return { lang, name, schema, model: schema ? schemaModel(schema) : undefined };
}

/**
 * The posts of the content screens (`adminPost`): the item action of its form (status, moderation, display flag, delete, restore) for the logged-in
 * editor and answers a 303 to the screen that shows the result (`?done=`); a malformed post, a
 * stale version or a refused transition gets the catalog's error screen, with nothing changed.
 */
function contentAdminRequest(Astro: AstroGlobal, lang: Lang, schema: string): Promise<Response | undefined> {
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
