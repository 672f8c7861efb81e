/**
 * The members of `ids` that `value` mentions: string leaves anywhere in it, at any depth (a block's
 * colour or text style, a page's background). A page refers to palette colours and text styles by
 * item id only, so this is how a page's data says which of them it uses.
 */
export function mentionedIds(value: unknown, ids: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === "string") {
      if (ids.has(v)) found.add(v);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") for (const child of Object.values(v)) visit(child);
  };
  visit(value);
  return found;
}
