import { languageName } from "../../i18n/language-name.ts";
import { LOCALE_TAGS, LOCALES, localePath, type Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import type { WriteIssue } from "../../lib/cms/write-refusal.ts";
import type { FieldProblem, FieldProblems, FormProblem } from "../../lib/page-admin/outcome.ts";
import { TITLE_MAX_LENGTH, type PageField } from "../../lib/page-admin/page-forms.ts";
import { SLUG_MAX_LENGTH } from "../../lib/page-admin/slug-rules.ts";
import { TRASH_TTL_MS } from "../../lib/page-admin/trash.ts";

/** How many days a deleted page can be restored. */
export const TRASH_DAYS = Math.round(TRASH_TTL_MS / 86_400_000);

/** The label of a form field in the admin language (`Titel (Deutsch)`, `Address (English)`). */
export function fieldLabel(lang: Lang, field: PageField): string {
  const language = languageName(lang, field.endsWith("_en") ? "en" : "de");
  return t(lang, field.startsWith("title_") ? "admin.pages.field.title" : "admin.pages.field.slug", { language });
}

/** The message for a problem of `field` (`title_de`, `slug_en`, …) in the admin language `lang`. */
export function fieldMessage(lang: Lang, field: PageField, problem: FieldProblem): string {
  const content = field.endsWith("_en") ? "en" : "de";
  if (field.startsWith("title_")) {
    return problem.code === "long" ? t(lang, "admin.pages.error.title.long", { max: TITLE_MAX_LENGTH }) : t(lang, "admin.pages.error.title.required");
  }
  switch (problem.code) {
    case "long":
      return t(lang, "admin.pages.error.slug.long", { max: SLUG_MAX_LENGTH });
    case "reserved":
    case "detail":
      return t(lang, `admin.pages.error.slug.${problem.code}`, { segment: problem.segment });
    case "taken":
      return t(lang, "admin.pages.error.slug.taken", { path: localePath(content, problem.slug), title: problem.page.title });
    case "untitled":
      return t(lang, "admin.pages.error.slug.untitled");
    default:
      return t(lang, "admin.pages.error.slug.invalid");
  }
}

/**
 * The slug problems of a refused publish as write issues (`seo.en.slug`), each said as the page
 * admin says it (`Adresse (Englisch): …`), for the builder's publish.
 */
export function slugIssues(lang: Lang, problems: FieldProblems): WriteIssue[] {
  return LOCALES.flatMap((l) => {
    const field = `slug_${l}` as const;
    const problem = problems[field];
    return problem ? [{ path: `seo.${l}.slug`, message: `${fieldLabel(lang, field)}: ${fieldMessage(lang, field, problem)}` }] : [];
  });
}

/** The message for a problem with a whole form. */
export function formMessage(lang: Lang, problem: FormProblem): string {
  return t(lang, `admin.pages.error.form.${problem}`, { days: TRASH_DAYS });
}

/**
 * How the page admin shows an instant (`12.03.2025, 14:05 UTC`, `12 Mar 2025, 14:05 UTC`): medium
 * date and short time in UTC in the admin language; `–` for a missing or unreadable value.
 */
export function dateFormatter(lang: Lang): (value: string | number | undefined) => string {
  const dates = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (value) => (value === undefined || Number.isNaN(new Date(value).getTime()) ? "–" : `${dates.format(new Date(value))} UTC`);
}
