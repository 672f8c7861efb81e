import { FACETS, valuesOf, type Facet, type FacetValue } from "./filters.ts";
import type { Practitioner } from "./practitioners.ts";

/** The filter tokens of a directory: one per facet value, an index (`language-0`, `city-3`), never content. */
export interface FilterTokens {
  tokens: Record<Facet, string[]>;
  /** The token of one facet value ("" for a value that is not offered). */
  tokenOf: (facet: Facet, value: string) => string;
  /** A practitioner's tokens (joined by spaces, the card's `data-f`). */
  cardTokens: (p: Practitioner) => string[];
}

/** The tokens of every value of `values`, by facet and position. */
export function filterTokens(values: Record<Facet, FacetValue[]>): FilterTokens {
  const tokens = Object.fromEntries(FACETS.map((facet) => [facet, values[facet].map((_, i) => `${facet}-${i}`)])) as Record<Facet, string[]>;
  const index = new Map(FACETS.flatMap((facet) => values[facet].map((v, i) => [`${facet}\u0000${v.value}`, `${facet}-${i}`] as const)));
  const tokenOf = (facet: Facet, value: string) => index.get(`${facet}\u0000${value}`) ?? "";
  return { tokens, tokenOf, cardTokens: (p) => FACETS.flatMap((facet) => valuesOf(p, facet).map((v) => tokenOf(facet, v))) };
}

/**
 * The CSS that filters directory `id` without JavaScript: radio inputs (`#{id}-{token}`) and
 * `:has()`. Works with JavaScript off on a prerendered page (a GET form would need the server to
 * render per query, links one prerendered page per combination). A card (`[data-f]`) is hidden when
 * a checked value of any facet is not among its tokens (AND across facets); hidden cards do not
 * increment the `shown` counter, which gives the result count. The empty state (`.dir-empty`)
 * shows when every card is hidden, i.e. when for each card's set of tokens some checked value lies
 * outside it; the "all" radios have an empty value and never hide anything.
 */
export function filterCss(id: string, tokens: Record<Facet, string[]>, cards: readonly (readonly string[])[]): string {
  const rules = [`#${id}{counter-reset:shown}`, `#${id} [data-f]{counter-increment:shown}`, `#${id} .dir-count::before{content:counter(shown)}`];
  for (const facet of FACETS) {
    for (const token of tokens[facet]) rules.push(`#${id}:has(#${id}-${token}:checked) [data-f]:not([data-f~="${token}"]){display:none}`);
  }
  const sets = [...new Set(cards.map((card) => [...card].sort().join(" ")))].map((set) => (set ? set.split(" ") : []));
  const hides = (set: string[]) => `:has(.dir-filters :checked:not([value=""])${set.length ? `:not(${set.map((token) => `#${id}-${token}`).join(",")})` : ""})`;
  rules.push(`#${id} .dir-empty{display:none}`);
  if (sets.length > 0) rules.push(`#${id}${sets.map(hides).join("")} .dir-empty{display:flex}`);
  rules.push(`#${id} [data-practitioner-map]:not([data-state=failed]) .map-failed{display:none}`);
  return rules.join("\n");
}
