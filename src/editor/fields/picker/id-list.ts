/**
 * The value of a list field that holds ids (Squidex `Assets` and `References`: `["id", …]`), edited
 * as pickers edit it. Every function returns a new array and never more than `max` ids.
 */

/** The ids of a stored value: its strings, each once, in order; `[]` for anything else. */
export function idsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((item): item is string => typeof item === "string" && item !== ""))];
}

/**
 * `ids` with `id` chosen: with room for one only (`max` 1) it replaces the chosen one, else it is
 * added at the end; unchanged when it is chosen already or the list is full.
 */
export function addId(ids: readonly string[], id: string, max?: number): string[] {
  if (ids.includes(id)) return [...ids];
  if (max === 1) return [id];
  if (max !== undefined && ids.length >= max) return [...ids];
  return [...ids, id];
}

/** `ids` with `id` chosen when it was not, and taken out when it was (a picker's toggle). */
export function toggleId(ids: readonly string[], id: string, max?: number): string[] {
  return ids.includes(id) ? removeId(ids, id) : addId(ids, id, max);
}

/** `ids` without `id`. */
export function removeId(ids: readonly string[], id: string): string[] {
  return ids.filter((item) => item !== id);
}

/** `ids` (or any list) with the one at `from` moved to `to` (clamped to the list); unchanged when `from` is outside it. */
export function moveId<T>(ids: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}

/** Whether another id fits. */
export function hasRoom(ids: readonly string[], max?: number): boolean {
  return max === undefined || max === 1 || ids.length < max;
}

/**
 * `chosen` after a picker's selection on one page of a longer list changed to `selected`: ids of
 * `pageIds` taken out or added (as `addId` allows), ids on other pages kept in order.
 */
export function applyPageSelection(chosen: readonly string[], pageIds: readonly string[], selected: ReadonlySet<string>, max?: number): string[] {
  let next = [...chosen];
  for (const id of pageIds) if (!selected.has(id)) next = removeId(next, id);
  for (const id of pageIds) if (selected.has(id)) next = addId(next, id, max);
  return next;
}

/**
 * `chosen` after a picker's selection on a page changed to `selection` (react-aria's `Selection`:
 * the keys, or `"all"` for the whole page), as `applyPageSelection` makes it; `undefined` when the
 * selection holds more ids than `max` lets a field with room for several take (then nothing changes
 * and the picker says the list is full).
 */
export function pageSelection(
  chosen: readonly string[],
  pageIds: readonly string[],
  selection: "all" | Iterable<string | number>,
  max?: number,
): string[] | undefined {
  const selected = selection === "all" ? new Set(pageIds) : new Set([...selection].map(String));
  const next = applyPageSelection(chosen, pageIds, selected, max);
  if (max !== undefined && max > 1 && [...selected].some((id) => !next.includes(id))) return undefined;
  return next;
}
