import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { firstRef } from "../content/localized.ts";
import { THEME_COLORS, themeColors, type ThemeColorKey } from "../theme/colors.ts";
import { FONT_FAMILY, FONT_URL, MISSIONS, type Mission } from "../theme/fonts.ts";
import { checkHex } from "./colors.ts";
import { isProblem, ItemId, ItemVersion, parseFormBody, refuseFields, refuseForm, type FormResult, type Problem } from "./form.ts";
import { listItems, writeProblem, type DesignItem } from "./items.ts";

export const THEME_SCHEMA = "theme-settings";
export const FONT_STYLES_SCHEMA = "font-styles";
export const THEME_KEYS = Object.keys(THEME_COLORS) as ThemeColorKey[];

/** A font a mission can use: a file shipped with the site or uploaded, and the family and weight it holds. */
export interface FontChoice {
  /** The file's URL, which tells fonts apart (`/fonts/lora-latin-700-normal.woff2`). */
  url: string;
  name: string;
  weight: number;
  style: "normal" | "italic";
  type: "woff2" | "woff";
}

const FontSchema = v.object({
  name: v.pipe(v.string(), v.regex(FONT_FAMILY)),
  weight: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(900)),
  style: v.optional(v.picklist(["normal", "italic"]), "normal"),
  url: v.pipe(v.string(), v.regex(FONT_URL)),
  type: v.optional(v.picklist(["woff2", "woff"]), "woff2"),
});

/** The site's theme as the styling screen shows it. */
export interface SiteTheme {
  /** The default theme (global settings), else the first; undefined when the store has none. */
  theme: DesignItem | undefined;
  /** Its six colours, validated (a bad stored hex shows the built-in default). */
  colors: Record<ThemeColorKey, string>;
  /** The font-style item per mission (the first one when there are several). */
  fontStyles: Partial<Record<Mission, DesignItem>>;
  /** The font each mission uses now. */
  fonts: Partial<Record<Mission, FontChoice>>;
  /** Every distinct font the font styles name, by file. */
  choices: FontChoice[];
}

export function fontOf(item: DesignItem | undefined): FontChoice | undefined {
  const parsed = v.safeParse(FontSchema, item?.data.font?.iv);
  return parsed.success ? parsed.output : undefined;
}

export async function siteTheme(cms: CmsClient): Promise<SiteTheme> {
  const [themes, settings, styles] = await Promise.all([listItems(cms, THEME_SCHEMA), listItems(cms, "global-settings"), listItems(cms, FONT_STYLES_SCHEMA)]);
  const defaultId = firstRef(settings[0]?.data, "defaultTheme");
  const theme = themes.find((item) => item.id === defaultId) ?? themes[0];
  const fontStyles: SiteTheme["fontStyles"] = {};
  const fonts: SiteTheme["fonts"] = {};
  const choices = new Map<string, FontChoice>();
  for (const item of styles) {
    const font = fontOf(item);
    if (font && !choices.has(font.url)) choices.set(font.url, font);
    const mission = item.data.mission?.iv as Mission;
    if (MISSIONS.includes(mission) && !fontStyles[mission]) {
      fontStyles[mission] = item;
      if (font) fonts[mission] = font;
    }
  }
  return {
    theme,
    colors: themeColors(theme, () => {}),
    fontStyles,
    fonts,
    choices: [...choices.values()].sort((a, b) => a.name.localeCompare(b.name) || a.weight - b.weight),
  };
}

/** The theme form's post: the theme at the version shown, six colours, a font file per mission. */
const ThemeFormBody = v.looseObject({
  action: v.literal("theme"),
  id: ItemId,
  version: ItemVersion,
  ...Object.fromEntries(THEME_KEYS.map((key) => [key, v.optional(v.string())])),
  ...Object.fromEntries(MISSIONS.map((mission) => [`font_${mission}`, v.optional(v.pipe(v.string(), v.maxLength(200)))])),
});

/**
 * Saves the theme form: each colour must be a valid hex (else `Bad Hex` beside it and nothing is
 * saved), each font one of the fonts on offer. The theme is written at the version shown, then each
 * mission whose font changed (a font that no item would hold then stays on offer as an item of its
 * own); each write is published and so reaches every page through the loop.
 */
export async function handleThemeForm(cms: CmsClient, sent: Record<string, string>): Promise<FormResult> {
  const form = parseFormBody(ThemeFormBody, sent) as Record<string, string | number | undefined> & { id: string; version: number };
  const current = await siteTheme(cms);
  if (!current.theme || current.theme.id !== form.id) return refuseForm("gone");
  if (current.theme.version !== form.version) return refuseForm("stale");

  const problems: Record<string, Problem> = {};
  const colors: Record<string, { iv: string }> = {};
  for (const key of THEME_KEYS) {
    const hex = checkHex(form[key] as string | undefined);
    if (isProblem(hex)) problems[key] = hex;
    else colors[key] = { iv: hex };
  }
  const fontChanges: { item: DesignItem; font: FontChoice }[] = [];
  for (const mission of MISSIONS) {
    const url = form[`font_${mission}`] as string | undefined;
    const item = current.fontStyles[mission];
    if (url === undefined || !item || url === current.fonts[mission]?.url) continue;
    const font = current.choices.find((choice) => choice.url === url);
    if (!font) problems[`font_${mission}`] = { code: "unknownFont" };
    else fontChanges.push({ item, font });
  }
  if (Object.keys(problems).length) return refuseFields(problems);
  // A font no item holds once the missions' items name their new fonts would drop out of the
  // offer: it is kept, as an item of its own (created after the others, so no mission's first).
  const after = (await listItems(cms, FONT_STYLES_SCHEMA)).map((item) => fontChanges.find((c) => c.item.id === item.id)?.font.url ?? fontOf(item)?.url);
  const dropped = fontChanges.filter(({ item }, i) => {
    const url = fontOf(item)?.url;
    return url !== undefined && !after.includes(url) && fontChanges.findIndex((c) => fontOf(c.item)?.url === url) === i;
  });

  const changed = THEME_KEYS.some((key) => current.theme!.data[key]?.iv !== colors[key]!.iv);
  try {
    if (changed) await cms.contents.update(THEME_SCHEMA, form.id, { ...current.theme.data, ...colors }, { ifMatch: form.version });
    for (const { item } of dropped) await cms.contents.create(FONT_STYLES_SCHEMA, { ...item.data, font: { iv: fontOf(item) } }, { publish: true });
    for (const { item, font } of fontChanges)
      await cms.contents.update(FONT_STYLES_SCHEMA, item.id, { ...item.data, font: { iv: font } }, { ifMatch: item.version });
  } catch (error) {
    return refuseForm(writeProblem(error, "theme update"));
  }
  return { ok: true, location: `/manage/tailwind?done=${changed || fontChanges.length ? "saved" : "unchanged"}` };
}
