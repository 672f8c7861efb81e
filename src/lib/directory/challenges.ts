import type { Lang } from "../../i18n/locales.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { localized, text } from "../content/localized.ts";
import type { Entity, SiteData } from "../content/model.ts";
import { uniqueSlugs } from "../slug.ts";

const DAY_MS = 86_400_000;

/** A weekly challenge with its ISO week and one slug per language. */
export interface Challenge {
  id: string;
  /** ISO week, `2026-W11`. */
  week: string;
  /** Monday 00:00 UTC of the week. */
  start: Date;
  /**
   * Slug per language, from the title in that language (`uniqueSlugs`): `/weekly-challenge/{de}`,
   * `/de/weekly-challenge/{de}`, `/en/weekly-challenge/{en}` — like content pages, whose slugs
   * differ per language; the pages link each other as alternates.
   */
  slugs: Record<Lang, string>;
  entity: Entity;
}

/** The ISO week of `date` (UTC) and its Monday. */
export function isoWeek(date: Date): { week: string; start: Date } {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return { week: `${year}-W${String(week).padStart(2, "0")}`, start: new Date(monday) };
}

/** Monday 00:00 UTC of an ISO week `YYYY-Www`, or undefined when malformed. */
export function weekStart(week: string): Date | undefined {
  const m = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!m) return undefined;
  const year = Number(m[1]);
  const jan4 = Date.UTC(year, 0, 4);
  const monday1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  const n = Number(m[2]);
  if (n < 1 || n > 53) return undefined;
  return new Date(monday1 + (n - 1) * 7 * DAY_MS);
}

/** The week number of `2026-W11` (11). */
export const weekNumber = (week: string): number => Number(week.slice(6));

/** A localized challenge field (`title`, `description`, `body`). */
export const challengeText = (c: Challenge, field: string, lang: Lang): string => text(c.entity.data, field, lang);

const cache = new WeakMap<SiteData, Challenge[]>();

/** The site's challenges with a valid week and a title, oldest week first. Computed once per snapshot. */
export function challengeList(site: SiteData): Challenge[] {
  const cached = cache.get(site);
  if (cached) return cached;
  const valid = site.challenges
    .map((entity) => {
      const week = localized<unknown>(entity.data, "week", "de");
      const start = typeof week === "string" ? weekStart(week) : undefined;
      return start && text(entity.data, "title", "de") ? { entity, week: week as string, start } : undefined;
    })
    .filter((c) => c !== undefined)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || (a.entity.id < b.entity.id ? -1 : 1));
  const perLang = Object.fromEntries(
    LOCALES.map((lang) => [
      lang,
      uniqueSlugs(
        valid,
        (c) => text(c.entity.data, "title", lang),
        (c) => `${c.week} ${c.entity.id}`,
      ),
    ]),
  ) as Record<Lang, Map<(typeof valid)[number], string>>;
  const list = valid.map((c): Challenge => ({
    id: c.entity.id,
    week: c.week,
    start: c.start,
    slugs: Object.fromEntries(LOCALES.map((lang) => [lang, perLang[lang].get(c)!])) as Record<Lang, string>,
    entity: c.entity,
  }));
  cache.set(site, list);
  return list;
}

/** The challenge of the ISO week containing `now`, if there is one. */
export function currentChallenge(challenges: readonly Challenge[], now: Date): Challenge | undefined {
  const { week } = isoWeek(now);
  return challenges.find((c) => c.week === week);
}

/** The current week's challenge, else the latest one that has started, else the first upcoming one. */
export function featuredChallenge(challenges: readonly Challenge[], now: Date): Challenge | undefined {
  return currentChallenge(challenges, now) ?? challenges.filter((c) => c.start.getTime() <= now.getTime()).at(-1) ?? challenges[0];
}

/** The challenge a block shows: the one with `id` (none when it is unknown), else the featured one. */
export function chosenChallenge(challenges: readonly Challenge[], id: string | undefined, now: Date): Challenge | undefined {
  return id ? challenges.find((c) => c.id === id) : featuredChallenge(challenges, now);
}
