import type { Lang } from "../../i18n/locales.ts";
import { t, type UiKey } from "../../i18n/t.ts";
import type { ContrastLevel } from "../../lib/design/contrast.ts";
import type { FormProblem, Problem } from "../../lib/design/form.ts";

/** The sentence for a field problem of a design form, in the admin's language. */
export const problemText = (lang: Lang, problem: Problem): string => t(lang, `admin.design.error.${problem.code}` as UiKey, problem.params);

/** The sentence for a refused design form as a whole. */
export const formProblemText = (lang: Lang, problem: FormProblem): string => t(lang, `admin.design.error.form.${problem}` as UiKey);

/** A contrast rating's short label (`AA`, `AA groß`, `ungenügend`). */
export const levelText = (lang: Lang, level: ContrastLevel): string => t(lang, LEVEL_KEYS[level]);

const LEVEL_KEYS: Record<ContrastLevel, UiKey> = {
  AAA: "admin.design.level.aaa",
  AA: "admin.design.level.aa",
  "AA large": "admin.design.level.aaLarge",
  fail: "admin.design.level.fail",
};
