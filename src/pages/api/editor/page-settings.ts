import type { APIRoute } from "astro";
import * as v from "valibot";
import { formMessage } from "../../../components/admin/page-messages.ts";
import { LOCALES, type Lang } from "../../../i18n/locales.ts";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { CONTENT_ID } from "../../../lib/cms/allowed-url.ts";
import { writeRefusal } from "../../../lib/cms/write-refusal.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { acceptedLang } from "../../../lib/http/accepted-lang.ts";
import { readJson } from "../../../lib/http/body.ts";
import { savePageSeo, type SeoInput } from "../../../lib/page-admin/seo-page.ts";
import { parseOrThrow } from "../../../lib/parse.ts";

export const prerender = false;

/** One language's search and sharing texts; the lengths are checked by `savePageSeo`, with its message. */
const LangSeo = v.strictObject({ seotitle: v.string(), description: v.string(), image: v.string() });

const SettingsBody = v.strictObject({
  id: v.pipe(v.string(), v.regex(CONTENT_ID)),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seo: v.strictObject(Object.fromEntries(LOCALES.map((lang) => [lang, LangSeo])) as Record<Lang, typeof LangSeo>),
});

/**
 * `POST /api/editor/page-settings` (editors, same origin; `{ id, version, seo: { de, en } }`): the
 * builder's page settings (search title, description, social image per language), saved by the
 * page admin's own path (`savePageSeo`). 200 `{ id, version, status, newStatus?, seo }` (`seo` as
 * stored, slugs kept); 400 `ContentInvalid` for a text past its length or an image that is not one;
 * 409 `EditConflict` when the page changed since `version`; 404 when it is gone. Nothing is
 * changed on a refusal.
 */
export const POST: APIRoute = (context) =>
  guarded(context, async () => {
    const { user, services } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const { id, version, seo } = parseOrThrow(SettingsBody, await readJson(context.request, services.config.jsonBodyLimit), "request body");
    const lang = acceptedLang(context.request);
    const texts = Object.fromEntries(
      LOCALES.flatMap((l) => [
        [`seotitle_${l}`, seo[l].seotitle],
        [`description_${l}`, seo[l].description],
        [`image_${l}`, seo[l].image],
      ]),
    ) as SeoInput;
    const result = await savePageSeo({ cms: services.cms, db: services.db, user }, { ...texts, id, version });
    if (result.ok) return json({ id, ...result.saved, seo: result.seo });
    if (result.form === "gone") throw new HttpError("NotFound");
    if (result.form === "seoLong" || result.form === "image") return writeRefusal([{ path: "", message: formMessage(lang, result.form) }], lang);
    // What is left of savePageSeo's refusals: the page changed since `version`.
    throw new HttpError("EditConflict");
  });
export const ALL = otherMethods({ POST });
