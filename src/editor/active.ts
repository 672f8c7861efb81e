import type { BlockInstance } from "../lib/tree/block.ts";
import type { FoundBlock } from "../lib/tree/find-block.ts";

/**
 * The active block of every sibling list: list key (the parent's id, {@link ROOT_LIST} for the
 * root list) → block id. Every non-empty list has exactly one entry, pointing at one of its blocks.
 */
export type ActiveMap = Readonly<Record<string, string>>;

/** The key of the root list (block ids are never empty). */
export const ROOT_LIST = "";

/** The key of the list of `parentId`'s children (`null`: the root list). */
export function listKey(parentId: string | null): string {
  return parentId ?? ROOT_LIST;
}

/**
 * `active` with the found block made the active one of its list, and each of its ancestors of
 * theirs; `active` itself when they all already are.
 */
export function activatePath(active: ActiveMap, found: FoundBlock): ActiveMap {
  const path: Array<[string, string]> = found.ancestors.map((ancestor, i) => [listKey(found.ancestors[i - 1]?.id ?? null), ancestor.id]);
  path.push([listKey(found.parent?.id ?? null), found.block.id]);
  return path.every(([key, id]) => active[key] === id) ? active : { ...active, ...Object.fromEntries(path) };
}

/**
 * `active` made whole for `tree`: an entry that still names a block of its list is kept, a list
 * without a valid entry gets its first block, entries of lists that are gone or empty are dropped.
 * Returns `active` itself when nothing had to change.
 */
export function normalizeActive(tree: readonly BlockInstance[], active: ActiveMap): ActiveMap {
  const next: Record<string, string> = {};
  let changed = false;
  let lists = 0;
  const visit = (key: string, list: readonly BlockInstance[]) => {
    if (list.length === 0) return;
    lists++;
    const kept = active[key];
    const id = kept !== undefined && list.some((block) => block.id === kept) ? kept : list[0]!.id;
    if (id !== kept) changed = true;
    next[key] = id;
    for (const block of list) if (block.children) visit(block.id, block.children);
  };
  visit(ROOT_LIST, tree);
  return changed || lists !== Object.keys(active).length ? next : active;
}
