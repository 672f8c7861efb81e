import type { Lang } from "../../i18n/locales.ts";
import { text } from "../content/localized.ts";
import { slugify } from "../slug.ts";
import { pageSlug, slugProblem, type RouteProblem } from "../site/pages.ts";
import type { PageItem } from "./page-store.ts";

/** The longest slug a page may have (characters, slashes included). */
export const SLUG_MAX_LENGTH = 200;

/** Why a slug cannot be used; each code has the UI string `admin.pages.error.slug.<code>`. */
export type SlugProblem = RouteProblem | { code: "long" } | { code: "taken"; slug: string; page: { id: string; title: string } };

/**
 * What an editor typed, turned into a slug by the project's slug rule (src/lib/slug.ts) segment by
 * segment: `"Über uns/Team"` → `"ueber-uns/team"`; `"/"` → `""` (the home page). Undefined when
 * something was typed but no slug character is left (`"!!!"`).
 */
export function slugFromInput(raw: string): string | undefined {
  const segments = raw.split("/").filter((segment) => segment.trim() !== "");
  if (segments.length === 0) return raw.includes("/") ? "" : undefined;
  const slugs = segments.map(slugify);
  return slugs.some((slug) => slug === "") ? undefined : slugs.join("/");
}

/**
 * Why `slug` cannot be the `lang` slug of page `self` (undefined for a new page), or undefined when
 * it can: too long, else what the site's routing refuses (`slugProblem`: a reserved first segment
 * such as `api`, `manage`, `en`, or a path below a detail route such as `practitioners/…`), else
 * the slug another page has in that language (drafts included, with the site's language fallback),
 * else characters the routing does not allow (`invalid`; a slug built by `slugFromInput` has none,
 * so this only concerns a stored slug, which another page having it makes `taken` first).
 */
export function slugCheck(slug: string, lang: Lang, pages: readonly PageItem[], self?: string): SlugProblem | undefined {
  if (slug.length > SLUG_MAX_LENGTH) return { code: "long" };
  const problem = slugProblem(slug);
  if (problem && problem.code !== "invalid") return problem;
  const other = pages.find((page) => page.id !== self && pageSlug(page, lang) === slug);
  if (other) return { code: "taken", slug, page: { id: other.id, title: text(other.data, "title", lang) || other.id } };
  return problem;
}

/**
 * A free slug near `base`: with a `suffix`, `base-<suffix>` (`ueber-uns-kopie`), then
 * `base-<suffix>-2`, `-3` …; without one, `base` itself, then `base-2`, `-3` … — the first that no
 * other page has in `lang`. An empty base (the home page) or one on a reserved or detail path is
 * replaced by `fallback`; a base with characters the routing does not allow is kept as it is.
 */
export function freeSlug(base: string, suffix: string | undefined, lang: Lang, pages: readonly PageItem[], fallback = "seite"): string {
  const tail = suffix ? `-${suffix}` : "";
  const candidate = (from: string) => `${from.slice(0, SLUG_MAX_LENGTH - tail.length - 8).replace(/[-/]+$/, "")}${tail}`;
  let start = candidate(base || fallback);
  // A stored slug the rules no longer allow (`api/x`) would never become free by counting; one with
  // characters the routing does not allow is kept as stored and counted like any other.
  const problem = slugCheck(start, lang, pages);
  if (problem && problem.code !== "taken" && problem.code !== "invalid") start = candidate(fallback);
  let slug = start;
  for (let n = 2; slugCheck(slug, lang, pages)?.code === "taken"; n++) slug = `${start}-${n}`;
  return slug;
}
