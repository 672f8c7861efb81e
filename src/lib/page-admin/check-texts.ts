import * as v from "valibot";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { slugify } from "../slug.ts";
import type { FieldProblem, FieldProblems } from "./outcome.ts";
import { PAGE_FIELDS, PageTextsSchema, type PageField } from "./page-forms.ts";
import type { PageItem } from "./page-store.ts";
import { slugCheck, slugFromInput } from "./slug-rules.ts";

/** The title and slug fields of the create and rename forms, as sent. */
export type PageTexts = Record<PageField, string>;

/** What a create or rename form asks for, the problems found, and the values to show if it is refused. */
export interface CheckedTexts {
  /** Trimmed titles per language. */
  titles: Record<Lang, string>;
  slugs: Partial<Record<Lang, string>>;
  problems: FieldProblems;
  values: Partial<Record<PageField, string>>;
}

const isField = (key: string | null): key is PageField => (PAGE_FIELDS as readonly string[]).includes(key ?? "");

/**
 * Checks the fields of a create or rename form, every problem at once: the fields' own rules
 * (`PageTextsSchema`: a title is required, nothing too long), then per language the slug — a
 * typed one by the slug rule (`slugFromInput`), an empty field built from the title
 * (`Über uns` → `ueber-uns`), except that the home page keeps `""` — against the rules and the
 * other pages (`slugCheck`). `self` is the page being renamed, with its current slugs.
 */
export function checkTexts(texts: PageTexts, pages: readonly PageItem[], self?: { id: string; slugs: Partial<Record<Lang, string>> }): CheckedTexts {
  const out: CheckedTexts = { titles: { de: texts.title_de.trim(), en: texts.title_en.trim() }, slugs: {}, problems: {}, values: {} };
  const parsed = v.safeParse(PageTextsSchema, texts);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = v.getDotPath(issue);
      if (isField(field)) out.problems[field] ??= { code: issue.message } as FieldProblem;
    }
  }
  for (const lang of LOCALES) {
    const field = `slug_${lang}` as const;
    const raw = texts[field].trim();
    out.values[field] = raw;
    if (out.problems[field] || out.problems[`title_${lang}`]) continue;
    let slug: string | undefined;
    if (raw !== "") {
      slug = slugFromInput(raw);
      if (slug === undefined) out.problems[field] = { code: "invalid" };
    } else if (self?.slugs[lang] === "") {
      slug = "";
    } else {
      slug = slugify(out.titles[lang]) || undefined;
      if (slug === undefined) out.problems[field] = { code: "untitled" };
    }
    if (slug === undefined) continue;
    const problem = slugCheck(slug, lang, pages, self?.id);
    if (problem) out.problems[field] = problem;
    out.slugs[lang] = slug;
    out.values[field] = slug;
  }
  return out;
}
