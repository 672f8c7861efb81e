import * as v from "valibot";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import type { CmsClient } from "../cms/client.ts";
import { safeHex } from "../color.ts";
import { text } from "../content/localized.ts";
import { HttpError } from "../errors/http-error.ts";
import { isProblem, refuseFields, refuseForm, requiredText, type FormResult, type Problem } from "./form.ts";
import { itemUsage as colorUsage } from "./usage.ts";
import { isLocalizedField, listItems, writeProblem, type DesignItem } from "./items.ts";

export const COLORS_SCHEMA = "colors";
/** Longest colour name (the schema's `maxLength`). */
export const COLOR_NAME_MAX = 60;

/** One palette colour as the admin shows it: its name per language and its hex as stored and, when valid, normalised. */
export interface PaletteColor {
  id: string;
  version: number;
  names: Record<Lang, string>;
  /** What the item holds, valid or not. */
  stored: string;
  /** `#rrggbb`, or undefined for a bad hex (never painted). */
  hex: string | undefined;
}

export function toPaletteColor(item: DesignItem): PaletteColor {
  const stored = item.data.hexcode?.iv;
  return {
    id: item.id,
    version: item.version,
    names: Object.fromEntries(LOCALES.map((lang) => [lang, text(item.data, "name", lang)])) as Record<Lang, string>,
    stored: typeof stored === "string" ? stored : "",
    hex: safeHex(stored),
  };
}

/** Every palette colour, drafts included, in the order they were made. */
export async function listColors(cms: CmsClient): Promise<PaletteColor[]> {
  return (await listItems(cms, COLORS_SCHEMA)).map(toPaletteColor);
}

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/));
const Version = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number));
const Field = v.optional(v.string());

/** The posts the colour forms send; anything else is a 400. */
export const ColorFormBody = v.variant("action", [
  v.looseObject({ action: v.literal("create"), name: Field, name_de: Field, name_en: Field, hexcode: Field }),
  v.looseObject({ action: v.literal("update"), id: Id, version: Version, name: Field, name_de: Field, name_en: Field, hexcode: Field }),
  v.looseObject({ action: v.literal("delete"), id: Id, version: Version }),
]);
export type ColorForm = v.InferOutput<typeof ColorFormBody>;

/**
 * The hex an editor typed, trimmed, or the `Bad Hex` problem: `#` and exactly 3 or 6 hex digits
 * (`parseHex`). The stored value is what was typed (short forms stay short).
 */
export function checkHex(value: string | undefined): string | Problem {
  const typed = (value ?? "").trim();
  if (!typed) return { code: "required" };
  return safeHex(typed) ? typed : { code: "badHex" };
}

/** The colour's data from a form, or the problems per field (`name`, `name_de`, `name_en`, `hexcode`). */
function colorData(form: { name?: string; name_de?: string; name_en?: string; hexcode?: string }, localized: boolean) {
  const problems: Record<string, Problem> = {};
  const hexcode = checkHex(form.hexcode);
  if (isProblem(hexcode)) problems.hexcode = hexcode;
  let name: Record<string, string> = {};
  if (localized) {
    for (const lang of LOCALES) {
      const value = requiredText(form[`name_${lang}`], COLOR_NAME_MAX);
      if (isProblem(value)) problems[`name_${lang}`] = value;
      else name[lang] = value;
    }
  } else {
    const value = requiredText(form.name, COLOR_NAME_MAX);
    if (isProblem(value)) problems.name = value;
    else name = { iv: value };
  }
  if (Object.keys(problems).length || isProblem(hexcode)) return { problems };
  return { data: { name, hexcode: { iv: hexcode } } };
}

/**
 * Runs one post of `/manage/squidex/colors` through the content client: creates (published, so the
 * publishing loop picks it up), updates at the version shown, or deletes a colour no page uses.
 * A bad field, a changed or deleted colour, or a colour in use changes nothing.
 */
export async function handleColorForm(cms: CmsClient, sent: Record<string, string>): Promise<FormResult & { action: ColorForm["action"] }> {
  const parsed = v.safeParse(ColorFormBody, sent);
  if (!parsed.success)
    throw new HttpError("BadRequest", { details: { "": parsed.issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`).slice(0, 5) } });
  const form = parsed.output;
  return { ...(await run(cms, form)), action: form.action };
}

async function run(cms: CmsClient, form: ColorForm): Promise<FormResult> {
  const base = "/manage/squidex/colors";
  if (form.action === "delete") {
    const usedBy = await colorUsage(cms, form.id);
    if (usedBy.length) return refuseForm("inUse", usedBy);
    try {
      await cms.contents.delete(COLORS_SCHEMA, form.id, { ifMatch: form.version });
    } catch (error) {
      return refuseForm(writeProblem(error, "colour delete"));
    }
    return { ok: true, location: `${base}?done=deleted` };
  }
  const { data, problems } = colorData(form, await isLocalizedField(cms, COLORS_SCHEMA, "name"));
  if (!data) return refuseFields(problems);
  try {
    if (form.action === "create") {
      const created = await cms.contents.create(COLORS_SCHEMA, data, { publish: true });
      return { ok: true, location: `${base}?done=created&id=${encodeURIComponent(created.id)}#color-${created.id}` };
    }
    await cms.contents.update(COLORS_SCHEMA, form.id, data, { ifMatch: form.version });
  } catch (error) {
    return refuseForm(writeProblem(error, `colour ${form.action}`));
  }
  return { ok: true, location: `${base}?done=updated&id=${encodeURIComponent(form.id)}#color-${form.id}` };
}
