const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/**
 * The site's slug rule: lower-cased; ä→ae, ö→oe, ü→ue, ß→ss (upper-case umlauts too); other
 * accents stripped (é→e); whitespace → hyphens; anything not `[a-z0-9-]` dropped; hyphen runs
 * collapsed and trimmed. `slugify("Jürgen Weiß")` → `juergen-weiss`.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Slugs for `items`, unique among them: the first holder of a slug (by `orderOf`, default the
 * input order) keeps it, later ones get `-2`, `-3` … A name without slug characters becomes `item`.
 * Returns a map from item to slug so callers keep their own order.
 */
export function uniqueSlugs<T>(items: readonly T[], nameOf: (item: T) => string, orderOf?: (item: T) => string): Map<T, string> {
  const ordered = orderOf ? [...items].sort((a, b) => (orderOf(a) < orderOf(b) ? -1 : orderOf(a) > orderOf(b) ? 1 : 0)) : items;
  const taken = new Set<string>();
  const result = new Map<T, string>();
  for (const item of ordered) {
    const base = slugify(nameOf(item)) || "item";
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    result.set(item, slug);
  }
  return result;
}
