import type { Lang } from "../../i18n/locales.ts";
import { t, type UiKey } from "../../i18n/t.ts";
import type { ContrastLevel } from "../../lib/design/contrast.ts";
import type { FormProblem, Problem } from "../../lib/design/form.ts";
import type { Mission } from "../../lib/theme/fonts.ts";

/** The sentence for a field problem of a design form, in the admin's language. */
export const problemText = (lang: Lang, problem: Problem): string => t(lang, `admin.design.error.${problem.code}` as UiKey, problem.params);

/** The sentence for a refused design form as a whole (`missions`: those that still use a font, by their labels). */
export const formProblemText = (lang: Lang, problem: FormProblem, missions: readonly Mission[] = []): string =>
  t(lang, `admin.design.error.form.${problem}` as UiKey, { missions: missionList(lang, missions) });

/** Missions by their labels, joined as the language joins a list (`Überschriften und Fließtext`). */
export const missionList = (lang: Lang, missions: readonly Mission[]): string =>
  new Intl.ListFormat(lang, { type: "conjunction" }).format(missions.map((m) => t(lang, `admin.theme.mission.${m}` as UiKey)));

/** A contrast rating's short label (`AA`, `AA groß`, `ungenügend`). */
export const levelText = (lang: Lang, level: ContrastLevel): string => t(lang, LEVEL_KEYS[level]);

const LEVEL_KEYS: Record<ContrastLevel, UiKey> = {
  AAA: "admin.design.level.aaa",
  AA: "admin.design.level.aa",
  "AA large": "admin.design.level.aaLarge",
  fail: "admin.design.level.fail",
};
