import type { Lang } from "../../i18n/locales.ts";
import { LOCALE_TAGS } from "../../i18n/locales.ts";
import { displayNames } from "./intl.ts";
import type { Practitioner } from "./practitioners.ts";

/** The three filter facets of the directory. */
export const FACETS = ["language", "country", "city"] as const;
export type Facet = (typeof FACETS)[number];

/** One value of a facet: its raw value, a label in the page language and how many practitioners have it. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export type Filter = Partial<Record<Facet, string>>;

/** The values of `facet` a practitioner has (several languages, one country, one city). */
export function valuesOf(p: Practitioner, facet: Facet): string[] {
  if (facet === "language") return p.languages;
  const value = facet === "country" ? p.country : p.city;
  return value ? [value] : [];
}

function displayName(lang: Lang, type: "language" | "region", code: string): string {
  try {
    return displayNames(lang, type).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The label of a facet value in `lang` (language and country names via `Intl.DisplayNames`). */
function facetLabel(facet: Facet, value: string, lang: Lang): string {
  if (facet === "language") return displayName(lang, "language", value);
  if (facet === "country") return displayName(lang, "region", value);
  return value;
}

/** Where a practitioner works, for cards, lists and map popups: "Wien, Österreich" (country name in `lang`). */
export function placeLabel(p: Pick<Practitioner, "city" | "country">, lang: Lang): string {
  return [p.city, p.country && facetLabel("country", p.country, lang)].filter(Boolean).join(", ");
}

/** A practitioner's languages by name in `lang`: "Deutsch, Englisch". */
export function languagesLabel(p: Pick<Practitioner, "languages">, lang: Lang): string {
  return p.languages.map((l) => facetLabel("language", l, lang)).join(", ");
}

/** Every value of every facet among `list`, with counts, sorted by label in `lang`. */
export function facets(list: readonly Practitioner[], lang: Lang): Record<Facet, FacetValue[]> {
  const collator = new Intl.Collator(LOCALE_TAGS[lang]);
  const result = {} as Record<Facet, FacetValue[]>;
  for (const facet of FACETS) {
    const counts = new Map<string, number>();
    for (const p of list) for (const value of valuesOf(p, facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
    result[facet] = [...counts]
      .map(([value, count]) => ({ value, label: facetLabel(facet, value, lang), count }))
      .sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value));
  }
  return result;
}

/** The practitioners matching every set facet of `filter` (AND across facets; empty values are ignored). */
export function filterPractitioners(list: readonly Practitioner[], filter: Filter): Practitioner[] {
  return list.filter((p) =>
    FACETS.every((facet) => {
      const wanted = filter[facet];
      if (!wanted) return true;
      const values = valuesOf(p, facet);
      return facet === "city" ? values.includes(wanted) : values.some((v) => v.toLowerCase() === wanted.toLowerCase());
    }),
  );
}
