import * as v from "valibot";
import { BlockSchema, type BlockInstance } from "../lib/tree/block.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import type { BlockPosition } from "../lib/tree/insert-block.ts";
import type { EditorErrorCode } from "./errors.ts";
import { placementRefusal, type BlockRules } from "./rules.ts";
import { readItem, removeItem, writeItem, type KeyValueStorage } from "./storage.ts";

/**
 * The one clipboard entry of the site's origin: the same on every page and in both languages
 * (German pages and `/en` pages share the origin and so the storage).
 */
export const CLIPBOARD_KEY = "baukasten:editor:clipboard";

/** A stored clipboard entry; `version` changes when its shape does, and older entries are ignored. */
const ClipboardEntrySchema = v.object({ version: v.literal(1), block: BlockSchema, copiedAt: v.number() });

/**
 * The block on the clipboard, or null when there is none, the storage cannot be read, or the entry
 * is not a valid block (tampered with, or written by an older version): such an entry is removed.
 */
export function readClipboard(storage: KeyValueStorage | undefined): BlockInstance | null {
  const raw = readItem(storage, CLIPBOARD_KEY);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(ClipboardEntrySchema, JSON.parse(raw));
    if (parsed.success) return parsed.output.block;
  } catch {
    // Not JSON, or nested too deeply to check: ignored like any other invalid entry.
  }
  removeItem(storage, CLIPBOARD_KEY);
  return null;
}

/**
 * Puts `block` (with its subtree, ids as they are: pasting gives fresh ones) on the clipboard.
 * False when it could not be stored (no storage, quota exceeded): the caller keeps it in memory,
 * where it lasts until the page is left.
 */
export function writeClipboard(storage: KeyValueStorage | undefined, block: BlockInstance, now: number = Date.now()): boolean {
  return writeItem(storage, CLIPBOARD_KEY, JSON.stringify({ version: 1, block, copiedAt: now }));
}

/**
 * Why the clipboard block cannot be pasted at `at`, or undefined when it can: `clipboard-empty`,
 * `not-found` (no such parent), `not-a-container` (only containers and the page hold blocks),
 * `not-allowed` (a type this site does not know), `index-out-of-range`.
 */
export function pasteRefusal(
  tree: readonly BlockInstance[],
  clipboard: BlockInstance | null,
  at: BlockPosition,
  rules: BlockRules,
): EditorErrorCode | undefined {
  if (!clipboard) return "clipboard-empty";
  const refused = placementRefusal(tree, at.parentId, clipboard, rules);
  if (refused) return refused;
  const count = at.parentId === null ? tree.length : (findBlock(tree, at.parentId)?.block.children?.length ?? 0);
  return Number.isInteger(at.index) && at.index >= 0 && at.index <= count ? undefined : "index-out-of-range";
}
