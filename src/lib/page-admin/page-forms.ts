import * as v from "valibot";
import { CONTENT_ID } from "../cms/allowed-url.ts";
import { SLUG_MAX_LENGTH } from "./slug-rules.ts";

/** The longest page title (the pages schema's `maxLength`). */
export const TITLE_MAX_LENGTH = 120;

/** The text fields of the create and rename forms. */
export const PAGE_FIELDS = ["title_de", "title_en", "slug_de", "slug_en"] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

/**
 * The longest text a slug field takes: room for what the slug rule removes (`Über uns` is longer
 * than `ueber-uns`); the slug made of it is checked against SLUG_MAX_LENGTH.
 */
export const SLUG_FIELD_MAX_LENGTH = SLUG_MAX_LENGTH * 2;

const Title = v.pipe(v.string(), v.trim(), v.nonEmpty("required"), v.maxLength(TITLE_MAX_LENGTH, "long"));
const SlugInput = v.pipe(v.string(), v.trim(), v.maxLength(SLUG_FIELD_MAX_LENGTH, "long"));

/**
 * The rules of the title and slug fields (create and rename forms). An issue's message is the
 * field problem's code (`required`, `long`), so a form shows it beside its field.
 */
export const PageTextsSchema = v.object({ title_de: Title, title_en: Title, slug_de: SlugInput, slug_en: SlugInput });

// The body only has to carry the text fields; what they may hold is PageTextsSchema's part.
const Text = v.pipe(v.string(), v.maxLength(4096));
const Id = v.pipe(v.string(), v.regex(CONTENT_ID));
const Whole = (max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,12}$/),
    v.transform(Number),
    v.check((n) => n <= max),
  );
const Version = Whole(2 ** 31);
const Texts = { title_de: Text, title_en: Text, slug_de: Text, slug_en: Text };

/**
 * Every form post of the page admin (`application/x-www-form-urlencoded`), told apart by `action`:
 * a post that does not match did not come from the forms. The text fields' own rules are
 * `PageTextsSchema`, which the create and rename actions apply, so that every problem of a form
 * is shown at once.
 */
export const PageFormBody = v.variant("action", [
  v.object({ action: v.literal("create"), ...Texts }),
  v.object({ action: v.literal("rename"), id: Id, version: Version, ...Texts }),
  v.object({ action: v.literal("duplicate"), id: Id }),
  v.object({ action: v.literal("delete"), id: Id, version: Version }),
  v.object({ action: v.literal("restore"), trash: Whole(Number.MAX_SAFE_INTEGER) }),
  v.object({ action: v.literal("publish"), id: Id, version: Version }),
  v.object({ action: v.literal("unpublish"), id: Id, version: Version }),
  v.object({
    action: v.literal("seo"),
    id: Id,
    version: Version,
    seotitle_de: Text,
    seotitle_en: Text,
    description_de: Text,
    description_en: Text,
    image_de: v.optional(Text, ""),
    image_en: v.optional(Text, ""),
  }),
]);
export type PageForm = v.InferOutput<typeof PageFormBody>;
export type PageAction = PageForm["action"];
