import type { FieldTexts, Texts } from "../../forms/index.ts";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { t, type UiKey } from "../../i18n/t.ts";
import { uiStrings } from "#ui-strings";

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const has = (key: string): key is UiKey => Object.hasOwn(uiStrings("de") ?? {}, key);

/** A schema's name in the admin language (`admin.content.schema.<name in camelCase>` for the site's own schemas), else the content service's label. */
export function schemaTitle(lang: Lang, name: string, label: string): string {
  const key = `admin.content.schema.${camel(name)}`;
  return has(key) ? t(lang, key) : label;
}

/** A content status (`Draft`, `Published`, `Archived`) in the admin language; an unknown one as it is. */
export function statusLabel(lang: Lang, status: string): string {
  const key = `admin.content.status.${status.toLowerCase()}`;
  return has(key) ? t(lang, key) : status;
}

/** The notice after an action (`?done=`), or undefined for none this screen knows. */
export function doneMessage(lang: Lang, done: string | null): string | undefined {
  const key = `admin.content.done.${done}`;
  return done && /^[a-z]+$/.test(done) && has(key) ? t(lang, key) : undefined;
}

/**
 * Who made a version, readably: one of our users by name or e-mail address; a content-service
 * client (`client:baukasten:default`: the seed, an import, the site's own API access) as the
 * website, as the page admin and the overview name it; anything else as it is.
 */
export function authorName(lang: Lang, editor: { name: string; user: boolean } | undefined): string | undefined {
  if (!editor) return undefined;
  if (editor.user) return editor.name;
  if (editor.name.startsWith("client:")) return t(lang, "admin.pages.bySite");
  return editor.name.replace(/^subject:/, "");
}

/**
 * The labels and hints of a schema's fields in every admin language, for `buildFormModel`'s
 * `texts`: `admin.content.field.<schema>.<field>` and `admin.content.hint.<schema>.<field>` (the
 * schema's name in camelCase) for the site's own schemas. A field without them keeps the content
 * service's label and hints.
 */
export function fieldTexts(schema: string, fields: readonly unknown[]): FieldTexts {
  const texts: Record<string, { label?: Partial<Texts>; hints?: Partial<Texts> }> = {};
  for (const field of fields) {
    const name = (field as { name?: unknown } | null)?.name;
    if (typeof name !== "string") continue;
    const label = `admin.content.field.${camel(schema)}.${name}`;
    const hint = `admin.content.hint.${camel(schema)}.${name}`;
    const inEvery = (key: string) => (has(key) ? (Object.fromEntries(LOCALES.map((lang) => [lang, t(lang, key)])) as Texts) : undefined);
    const entry = { label: inEvery(label), hints: inEvery(hint) };
    if (entry.label || entry.hints) texts[name] = { ...(entry.label ? { label: entry.label } : {}), ...(entry.hints ? { hints: entry.hints } : {}) };
  }
  return texts;
}
