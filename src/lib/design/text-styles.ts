import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { text } from "../content/localized.ts";
import { MAX_CLASS_LENGTH } from "../theme/classes.ts";
import { isProblem, ItemId, ItemVersion, parseFormBody, refuseFields, requiredText, type FormResult, type Problem } from "./form.ts";
import { deleteUnused, saveItem, type ItemScreen } from "./item-form.ts";
import { listItems } from "./items.ts";
import { checkClasses } from "./tailwind.ts";

export const TEXT_STYLES_SCHEMA = "text-styles";
export const TEXT_STYLE_NAME_MAX = 60;

export interface TextStyle {
  id: string;
  version: number;
  name: string;
  classes: string;
}

export async function listTextStyles(cms: CmsClient): Promise<TextStyle[]> {
  return (await listItems(cms, TEXT_STYLES_SCHEMA)).map((item) => ({
    id: item.id,
    version: item.version,
    name: text(item.data, "name", "de"),
    classes: text(item.data, "twclasses", "de"),
  }));
}

/**
 * The class list an editor typed, normalised to single spaces, or its problem: none given, too
 * long, characters no class may have (`badClasses`, naming them), or classes Tailwind has no
 * utility for (`unknownClasses`, naming them).
 */
export async function checkClassList(value: string | undefined): Promise<string | Problem> {
  const typed = (value ?? "").trim().split(/\s+/).filter(Boolean).join(" ");
  if (!typed) return { code: "noClasses" };
  if (typed.length > MAX_CLASS_LENGTH) return { code: "long", params: { max: MAX_CLASS_LENGTH } };
  const { bad, unknown } = await checkClasses(typed);
  if (bad.length) return { code: "badClasses", params: { classes: bad.join(" ") } };
  if (unknown.length) return { code: "unknownClasses", params: { classes: unknown.join(" ") } };
  return typed;
}

/** The posts the text-style forms send; anything else is a 400. */
const TextStyleFormBody = v.variant("action", [
  v.looseObject({ action: v.literal("create"), name: v.optional(v.string()), twclasses: v.optional(v.string()) }),
  v.looseObject({ action: v.literal("update"), id: ItemId, version: ItemVersion, name: v.optional(v.string()), twclasses: v.optional(v.string()) }),
  v.looseObject({ action: v.literal("delete"), id: ItemId, version: ItemVersion }),
]);
export type TextStyleForm = v.InferOutput<typeof TextStyleFormBody>;

/**
 * Runs one post of `/manage/text-styles`: creates (published), updates at the version shown, or
 * deletes a style no page uses. Every write is published, so the publishing loop re-renders the
 * pages that use the style, with its classes compiled where the site's stylesheet lacks them.
 */
export async function handleTextStyleForm(cms: CmsClient, sent: Record<string, string>): Promise<FormResult & { action: TextStyleForm["action"] }> {
  const form = parseFormBody(TextStyleFormBody, sent);
  return { ...(await run(cms, form)), action: form.action };
}

const SCREEN: ItemScreen = { schema: TEXT_STYLES_SCHEMA, path: "/manage/text-styles", anchor: "style-", what: "text style" };

async function run(cms: CmsClient, form: TextStyleForm): Promise<FormResult> {
  if (form.action === "delete") return deleteUnused(cms, SCREEN, form);
  const problems: Record<string, Problem> = {};
  const name = requiredText(form.name, TEXT_STYLE_NAME_MAX);
  if (isProblem(name)) problems.name = name;
  const classes = await checkClassList(form.twclasses);
  if (isProblem(classes)) problems.twclasses = classes;
  if (isProblem(name) || isProblem(classes)) return refuseFields(problems);
  return saveItem(cms, SCREEN, form, { name: { iv: name }, twclasses: { iv: classes } });
}
