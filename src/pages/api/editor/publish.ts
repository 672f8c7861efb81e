import type { APIRoute } from "astro";
import * as v from "valibot";
import { pageContentCheck } from "../../../blocks/validate/site-content-check.ts";
import { slugIssues } from "../../../components/admin/page-messages.ts";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { CONTENT_ID } from "../../../lib/cms/allowed-url.ts";
import { writeRefusal } from "../../../lib/cms/write-refusal.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { acceptedLang } from "../../../lib/http/accepted-lang.ts";
import { readJson } from "../../../lib/http/body.ts";
import { publishPage } from "../../../lib/page-admin/publish-page.ts";
import { parseOrThrow } from "../../../lib/parse.ts";

export const prerender = false;

const PublishBody = v.strictObject({
  id: v.pipe(v.string(), v.regex(CONTENT_ID)),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The builder's tree when it has unsaved work: saved on the way and published. */
  blocks: v.optional(v.array(v.unknown())),
});

/**
 * `POST /api/editor/publish` (editors, same origin; `{ id, version, blocks? }`): the builder's
 * Publish, by the page admin's own path (`publishPage`: slugs allowed and free, the content complete
 * in every language). 200 `{ id, version, status, newStatus? }`; 400 `ContentInvalid` with `issues`
 * (the slug problems with the page admin's messages, the content's by block and field, in the
 * request's `Accept-Language`); 409 `EditConflict` when the page changed since `version`; 404
 * when it is gone. Nothing is changed on a refusal.
 */
export const POST: APIRoute = (context) =>
  guarded(context, async () => {
    const { user, services } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const input = parseOrThrow(PublishBody, await readJson(context.request, services.config.jsonBodyLimit), "request body");
    const lang = acceptedLang(context.request);
    const deps = { cms: services.cms, db: services.db, user, checkContent: pageContentCheck(services.cms) };
    const result = await publishPage(deps, { ...input, publish: true, lang });
    if (result.ok) return json({ id: input.id, ...result.saved });
    if (result.form === "gone") throw new HttpError("NotFound");
    if (result.form) throw new HttpError("EditConflict");
    return writeRefusal([...slugIssues(lang, result.fields), ...(result.issues ?? [])], lang);
  });
export const ALL = otherMethods({ POST });
