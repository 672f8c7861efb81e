import type { BlockInstance } from "../../lib/tree/block.ts";
import { $editor, dispatch, markSaved, putOnClipboard } from "../store.ts";
import { adoptDraft } from "../io/adopt-draft.ts";
import { saveDraft, type LoadedPage, type WriteOutcome } from "../io/page-io.ts";
import { pageClipboardBlock } from "./page-clipboard.ts";

/** Makes `page` the version the editor works from: the session's page, and the base of the next save. */
function adopt({ tree: _, ...page }: LoadedPage, tree: BlockInstance[]): void {
  markSaved(tree, page);
}

/**
 * Takes the newer version `theirs`: its tree replaces mine (one undoable step, so Ctrl+Z brings
 * mine back while the page stays open) and it becomes the saved version the next save builds on.
 */
export function takeTheirs(theirs: LoadedPage): void {
  dispatch({ type: "replace-tree", tree: theirs.tree });
  adopt(theirs, theirs.tree);
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
