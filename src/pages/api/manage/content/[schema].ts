import type { APIRoute } from "astro";
import { adminLang } from "../../../../components/admin/admin-lang.ts";
import { guarded, json, otherMethods } from "../../../../lib/api/endpoint.ts";
import { contentSchema } from "../../../../lib/content-admin/schemas.ts";
import { SaveItemBody, saveItem } from "../../../../components/admin/content/save-item.ts";
import { HttpError } from "../../../../lib/errors/http-error.ts";
import { readJson } from "../../../../lib/http/body.ts";
import { parseOrThrow } from "../../../../lib/parse.ts";

export const prerender = false;

/**
 * `POST /api/manage/content/{schema}` (editors, same origin) with `{ data }`: creates a draft item
 * after checking the data with the schema's form rules. Answers `{ id, version, location }` (201),
 * or the catalog's error: ContentInvalid (400) with messages by field path, NotFound for an
 * unknown schema, Unauthenticated without a session.
 */
export const POST: APIRoute = (context) => {
  // Messages in the admin's language (the island's page), not the path's.
  context.locals.lang = adminLang(context.request, context.url).lang;
  return guarded(context, async () => {
    const { user, services, lang } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const input = parseOrThrow(SaveItemBody, await readJson(context.request, services.config.jsonBodyLimit), "request body");
    const schema = await contentSchema(services.cms, context.params.schema ?? "");
    if (!schema) throw new HttpError("NotFound");
    const saved = await saveItem({ cms: services.cms, db: services.db, user }, schema, undefined, input, lang);
    const location = `/manage/squidex/${encodeURIComponent(schema.name)}/${encodeURIComponent(saved.id)}?done=created`;
    return json({ ...saved, location }, { status: 201 });
  });
};
export const ALL = otherMethods({ POST });
