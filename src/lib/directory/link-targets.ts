import * as v from "valibot";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import type { CmsClient } from "../cms/client.ts";
import type { SiteData } from "../content/model.ts";
import { challengeList, challengeText } from "./challenges.ts";
import { visiblePractitioners } from "./practitioners.ts";
import { LINK_TARGET_PAGE_SIZE, type LinkTarget, type LinkTargetKind, type LinkTargetPage } from "./link-target.ts";
import { challengePath, practitionerPath } from "./routes.ts";

/** The field a match is read with: only its id is used, so the answer stays small. */
const NAME_FIELD: Record<LinkTargetKind, string> = { practitioners: "name", challenges: "title" };
const SEARCH_PAGE = 200;
const IdItem = v.object({ id: v.string() });

const perLang = <T>(value: (lang: Lang) => T) => Object.fromEntries(LOCALES.map((lang) => [lang, value(lang)])) as Record<Lang, T>;

/** Every detail page of `kind` the site shows, in the site's order (practitioners by name, challenges by week). */
function targetsOf(site: SiteData, kind: LinkTargetKind): LinkTarget[] {
  if (kind === "practitioners")
    return visiblePractitioners(site).map((p) => ({ id: p.id, titles: perLang(() => p.name), paths: perLang((lang) => practitionerPath(lang, p)) }));
  return challengeList(site).map((c) => ({
    id: c.id,
    titles: perLang((lang) => challengeText(c, "title", lang) || challengeText(c, "title", "de")),
    paths: perLang((lang) => challengePath(lang, c)),
  }));
}

/** The ids of the published items of `schema` whose content contains `term` (the content service's `$search`). */
async function searchIds(cms: CmsClient, schema: string, field: string, term: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let skip = 0; ; skip += SEARCH_PAGE) {
    const query = new URLSearchParams({ $search: term, $top: String(SEARCH_PAGE), $skip: String(skip) });
    const page = await cms.contents.list(schema, query, { fields: [field] }, IdItem);
    for (const item of page.items) ids.add(item.id);
    if (page.items.length < SEARCH_PAGE) return ids;
  }
}

/**
 * Page `page` (zero-based) of the practitioners or weekly challenges the site shows (`site`: the
 * published site data, so a hidden, other-site or unpublished practitioner and a challenge without a
 * week are never offered) whose content contains `search`, each with the path the site renders for
 * it in each language. The paths come from the site's own routing, since a slug depends on every
 * other shown item (a shared name gets `-2`).
 */
export async function searchLinkTargets(cms: CmsClient, site: SiteData, kind: LinkTargetKind, search: string, page: number): Promise<LinkTargetPage> {
  const targets = targetsOf(site, kind);
  const term = search.trim();
  const matching = term ? await searchIds(cms, kind, NAME_FIELD[kind], term) : undefined;
  const found = matching ? targets.filter((target) => matching.has(target.id)) : targets;
  return { total: found.length, items: found.slice(page * LINK_TARGET_PAGE_SIZE, (page + 1) * LINK_TARGET_PAGE_SIZE) };
}
