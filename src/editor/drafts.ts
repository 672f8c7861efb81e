import * as v from "valibot";
import { BlockTreeSchema, type BlockInstance } from "../lib/tree/block.ts";
import { findDuplicateId } from "../lib/tree/find-duplicate-id.ts";
import { sameTree } from "../lib/tree/same-tree.ts";
import { readItem, removeItem, writeItem, type KeyValueStorage } from "./storage.ts";

/** Unsaved work on one page, kept in the browser until it is saved or discarded. */
export interface Draft {
  /** The page's content id (one draft serves both languages: they share the tree). */
  pageId: string;
  /** The page version the work started from (for `If-Match` on save). */
  baseVersion: number;
  /** When the draft was written (ms since the epoch). */
  savedAt: number;
  tree: BlockInstance[];
}

/** A draft worth offering back when a page is opened. */
export interface DraftOffer extends Draft {
  /** The page changed on the server since the draft's base version: saving it needs a decision. */
  stale: boolean;
}

const DRAFT_PREFIX = "baukasten:editor:draft:";

/** The storage key of a page's draft. */
export function draftKey(pageId: string): string {
  return DRAFT_PREFIX + pageId;
}

const DraftSchema = v.object({
  version: v.literal(1),
  pageId: v.pipe(v.string(), v.minLength(1)),
  baseVersion: v.pipe(v.number(), v.integer()),
  savedAt: v.number(),
  tree: BlockTreeSchema,
});

/**
 * The draft of page `pageId`, or null when there is none, the storage cannot be read, or the entry
 * is invalid (not JSON, another shape or version, another page's, ids not unique): such an entry
 * is removed rather than offered.
 */
export function readDraft(storage: KeyValueStorage | undefined, pageId: string): Draft | null {
  const raw = readItem(storage, draftKey(pageId));
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(DraftSchema, JSON.parse(raw));
    if (parsed.success && parsed.output.pageId === pageId && findDuplicateId(parsed.output.tree) === undefined) {
      const { pageId: id, baseVersion, savedAt, tree } = parsed.output;
      return { pageId: id, baseVersion, savedAt, tree };
    }
  } catch {
    // Not JSON, or nested too deeply to check: removed like any other invalid entry.
  }
  removeItem(storage, draftKey(pageId));
  return null;
}

/**
 * Keeps `draft` under its page's key. False when it could not be stored (no storage, quota
 * exceeded): the work is still in memory, only not safe from a crash. Never throws.
 */
export function saveDraft(storage: KeyValueStorage | undefined, draft: Draft): boolean {
  const { pageId, baseVersion, savedAt, tree } = draft;
  return writeItem(storage, draftKey(pageId), JSON.stringify({ version: 1, pageId, baseVersion, savedAt, tree }));
}

/** Removes page `pageId`'s draft (after a successful save, or when the editor discards it). */
export function clearDraft(storage: KeyValueStorage | undefined, pageId: string): void {
  removeItem(storage, draftKey(pageId));
}

/**
 * The draft to offer back for a page just loaded at `page.version` with `page.tree`, or null when
 * there is nothing to offer (no draft, or it holds the very tree that was loaded).
 */
export function draftOffer(draft: Draft | null, page: { version: number; tree: readonly BlockInstance[] }): DraftOffer | null {
  if (!draft || sameTree(draft.tree, page.tree)) return null;
  return { ...draft, stale: draft.baseVersion !== page.version };
}
