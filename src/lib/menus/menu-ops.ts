import type { MenuItem } from "./menu.ts";

/** Why a change to a menu cannot be made: the entry is not there, or the move leaves the menu's shape (edge, depth). */
export type MenuRefusal = "missing" | "edge" | "depth";
export type MenuChange = { items: MenuItem[] } | { refused: MenuRefusal };

/** Where entry `id` sits: its sibling list, its index there, and its parent (undefined on the top level). */
function locate(items: MenuItem[], id: string, parent?: MenuItem): { list: MenuItem[]; index: number; parent?: MenuItem } | undefined {
  const index = items.findIndex((item) => item.id === id);
  if (index >= 0) return { list: items, index, parent };
  for (const item of items) {
    const found = item.children && locate(item.children, id, item);
    if (found) return found;
  }
  return undefined;
}

/** A deep copy, so a change never touches the menu it was made from. */
const copy = (items: readonly MenuItem[]): MenuItem[] => structuredClone(items) as MenuItem[];

/** `items` with `item` added at the end of the top level. */
export function addItem(items: readonly MenuItem[], item: MenuItem): MenuItem[] {
  return [...copy(items), structuredClone(item)];
}

/** `items` without entry `id` (and the entries below it). */
export function removeItem(items: readonly MenuItem[], id: string): MenuChange {
  const next = copy(items);
  const at = locate(next, id);
  if (!at) return { refused: "missing" };
  at.list.splice(at.index, 1);
  return { items: next };
}

/** Entry `id` one place up or down among its siblings; refused at the list's edge. */
export function moveItem(items: readonly MenuItem[], id: string, direction: "up" | "down"): MenuChange {
  const next = copy(items);
  const at = locate(next, id);
  if (!at) return { refused: "missing" };
  const to = at.index + (direction === "up" ? -1 : 1);
  if (to < 0 || to >= at.list.length) return { refused: "edge" };
  const [item] = at.list.splice(at.index, 1);
  at.list.splice(to, 0, item!);
  return { items: next };
}

/**
 * Entry `id` one level down: the last entry below the sibling before it. Refused for the first
 * entry of a list (`edge`) and where the menu would nest deeper than MAX_DEPTH (`depth`: a nested
 * entry, or one with entries of its own).
 */
export function indentItem(items: readonly MenuItem[], id: string): MenuChange {
  const next = copy(items);
  const at = locate(next, id);
  if (!at) return { refused: "missing" };
  if (at.index === 0) return { refused: "edge" };
  if (at.parent || at.list[at.index]!.children?.length) return { refused: "depth" };
  const [item] = at.list.splice(at.index, 1);
  const parent = at.list[at.index - 1]!;
  parent.children = [...(parent.children ?? []), item!];
  return { items: next };
}

/** Entry `id` one level up: on the top level, right after the entry it was below; refused on the top level (`edge`). */
export function outdentItem(items: readonly MenuItem[], id: string): MenuChange {
  const next = copy(items);
  const at = locate(next, id);
  if (!at) return { refused: "missing" };
  if (!at.parent) return { refused: "edge" };
  const [item] = at.list.splice(at.index, 1);
  if (at.list.length === 0) delete at.parent.children;
  next.splice(next.indexOf(at.parent) + 1, 0, item!);
  return { items: next };
}

/** Entry `id` with new labels per language. */
export function relabelItem(items: readonly MenuItem[], id: string, label: MenuItem["label"]): MenuChange {
  const next = copy(items);
  const at = locate(next, id);
  if (!at) return { refused: "missing" };
  at.list[at.index]!.label = { ...label };
  return { items: next };
}
