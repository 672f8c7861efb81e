import * as v from "valibot";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import type { CmsClient } from "../cms/client.ts";
import { safeHex } from "../color.ts";
import { text } from "../content/localized.ts";
import { isProblem, ItemId, ItemVersion, parseFormBody, refuseFields, requiredText, type FormResult, type Problem } from "./form.ts";
import { deleteUnused, saveItem, type ItemScreen } from "./item-form.ts";
import { isLocalizedField, listItems, type DesignItem } from "./items.ts";

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

const Field = v.optional(v.string());

/** The posts the colour forms send; anything else is a 400. */
const ColorFormBody = v.variant("action", [
  v.looseObject({ action: v.literal("create"), name: Field, name_de: Field, name_en: Field, hexcode: Field }),
  v.looseObject({ action: v.literal("update"), id: ItemId, version: ItemVersion, name: Field, name_de: Field, name_en: Field, hexcode: Field }),
  v.looseObject({ action: v.literal("delete"), id: ItemId, version: ItemVersion }),
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
  const form = parseFormBody(ColorFormBody, sent);
  return { ...(await run(cms, form)), action: form.action };
}

const SCREEN: ItemScreen = { schema: COLORS_SCHEMA, path: "/manage/squidex/colors", anchor: "color-", what: "colour" };

async function run(cms: CmsClient, form: ColorForm): Promise<FormResult> {
  if (form.action === "delete") return deleteUnused(cms, SCREEN, form);
  const { data, problems } = colorData(form, await isLocalizedField(cms, COLORS_SCHEMA, "name"));
  if (!data) return refuseFields(problems);
  return saveItem(cms, SCREEN, form, data);
}
