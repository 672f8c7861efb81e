import type { APIRoute } from "astro";
import { adminLang } from "../../../../../components/admin/admin-lang.ts";
import { guarded, json, otherMethods } from "../../../../../lib/api/endpoint.ts";
import { contentSchema } from "../../../../../lib/content-admin/schemas.ts";
import { SaveItemBody, saveItem } from "../../../../../components/admin/content/save-item.ts";
import { HttpError } from "../../../../../lib/errors/http-error.ts";
import { readJson } from "../../../../../lib/http/body.ts";
import { parseOrThrow } from "../../../../../lib/parse.ts";

export const prerender = false;

const ID = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * `PUT /api/manage/content/{schema}/{id}` (editors, same origin) with `{ data, version }`: saves
 * the item's fields as a new version after checking them with the schema's form rules, if it is
 * still at `version`. Answers `{ id, version, location }`, or the catalog's error: ContentInvalid
 * (400) with messages by field path, EditConflict (409) when the item changed meanwhile, NotFound
 * for an unknown schema or item, Unauthenticated without a session.
 */
export const PUT: APIRoute = (context) => {
  // Messages in the admin's language (the island's page), not the path's.
  context.locals.lang = adminLang(context.request, context.url).lang;
  return guarded(context, async () => {
    const { user, services, lang } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const input = parseOrThrow(SaveItemBody, await readJson(context.request, services.config.jsonBodyLimit), "request body");
    const id = context.params.id ?? "";
    const schema = ID.test(id) ? await contentSchema(services.cms, context.params.schema ?? "") : undefined;
    if (!schema) throw new HttpError("NotFound");
    const saved = await saveItem({ cms: services.cms, db: services.db, user }, schema, id, input, lang);
    const location = `/manage/squidex/${encodeURIComponent(schema.name)}/${encodeURIComponent(saved.id)}?done=saved`;
    return json({ ...saved, location });
  });
};
export const ALL = otherMethods({ PUT });
