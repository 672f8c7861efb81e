import type { Lang } from "../../i18n/locales.ts";
import { t, type UiKey } from "../../i18n/t.ts";

/**
 * The label of a select's or radio group's choice in `lang`: the catalog's `option.<field>.<value>`,
 * else `option.<value>` (a meaning shared by fields, e.g. the sizes), else the value itself (the
 * values of an admin-defined field are its labels). The catalog's `option.*` strings come with the
 * heavy controls (`loadControls`).
 */
export function optionLabel(lang: Lang, field: string, option: string | number): string {
  for (const key of [`option.${field}.${option}`, `option.${option}`]) {
    const text = t(lang, key as UiKey);
    if (text !== key) return text;
  }
  return String(option);
}
