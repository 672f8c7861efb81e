import type { APIRoute } from "astro";
import { adminLang } from "../../../../components/admin/admin-lang.ts";
import { SaveItemBody, saveItem } from "../../../../components/admin/content/save-item.ts";
import { guarded, json } from "../../../../lib/api/endpoint.ts";
import { contentSchema, ITEM_ID } from "../../../../lib/content-admin/schemas.ts";
import { HttpError } from "../../../../lib/errors/http-error.ts";
import { readJson } from "../../../../lib/http/body.ts";
import { parseOrThrow } from "../../../../lib/parse.ts";

/**
 * The save of the content item form, for the route with an `id` (an update, answered 200 with
 * `?done=saved`) and the one without (a create, answered 201 with `?done=created`): the editor's
 * session, the `{ data, version? }` body, the schema (and the id) as the screens take them, then
 * `saveItem`. Answers `{ id, version, location }` (the item's screen), or the catalog's error in the
 * admin's language.
 */
export const saveRoute: APIRoute = (context) => {
  // Messages in the admin's language (the island's page), not the path's.
  context.locals.lang = adminLang(context.request, context.url).lang;
  return guarded(context, async () => {
    const { user, services, lang } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const input = parseOrThrow(SaveItemBody, await readJson(context.request, services.config.jsonBodyLimit), "request body");
    const { id } = context.params;
    const schema = id === undefined || ITEM_ID.test(id) ? await contentSchema(services.cms, context.params.schema ?? "") : undefined;
    if (!schema) throw new HttpError("NotFound");
    const saved = await saveItem({ cms: services.cms, db: services.db, user }, schema, id, input, lang);
    const done = id === undefined ? "created" : "saved";
    const location = `/manage/squidex/${encodeURIComponent(schema.name)}/${encodeURIComponent(saved.id)}?done=${done}`;
    return json({ ...saved, location }, { status: id === undefined ? 201 : 200 });
  });
};
