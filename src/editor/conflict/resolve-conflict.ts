import type { BlockInstance } from "../../lib/tree/block.ts";
import { $editor, adoptVersion, markSaved, putOnClipboard } from "../store.ts";
import { adoptDraft } from "../io/adopt-draft.ts";
import type { LoadedPage } from "../io/page-io.ts";
import { saveDraft, type WriteOutcome } from "../io/page-writes.ts";
import { pageClipboardBlock } from "./page-clipboard.ts";

/** Makes `page` the version the editor works from: the session's page, and the base of the next save. */
function adopt({ tree: _, ...page }: LoadedPage, tree: BlockInstance[]): void {
  markSaved(tree, page);
}

/**
 * Takes the newer version `theirs`: its tree replaces mine and it becomes the saved version the
 * next save builds on, as one undoable step: Ctrl+Z brings mine back on the version mine was made
 * from, so saving it meets `theirs` as a conflict again instead of silently reverting it.
 */
export function takeTheirs({ tree, ...theirs }: LoadedPage): void {
  adoptVersion(theirs, tree, tree);
}

/**
 * Takes `merged` (mine merged into `theirs`, see `mergeTrees`) as the tree, built on `theirs`: the
 * next save sends it on top of their version. One undoable step, as `takeTheirs`.
 */
export function takeMerge({ tree, ...theirs }: LoadedPage, merged: BlockInstance[]): void {
  adoptVersion(theirs, tree, merged);
}

/**
 * Saves my tree on top of the newer version `theirs` (its version as `If-Match`); on success my tree
 * is the saved one. Another conflict (someone saved again meanwhile) comes back as `conflict`.
 */
export async function overwriteWith(app: string, theirs: LoadedPage): Promise<WriteOutcome> {
  const mine = $editor.get().tree;
  adopt(theirs, theirs.tree);
  const outcome = await saveDraft(app, theirs, mine);
  if (outcome.kind === "saved") adopt({ ...theirs, version: outcome.version, status: outcome.status, newStatus: outcome.newStatus }, mine);
  else adoptDraft(outcome);
  return outcome;
}

/** Puts my whole page on the clipboard as one section; false when there is nothing to copy. */
export function copyMine(): boolean {
  const session = $editor.get().session;
  const block = session && pageClipboardBlock($editor.get().tree, session.rules, () => crypto.randomUUID());
  if (!block) return false;
  putOnClipboard(block);
  return true;
}
