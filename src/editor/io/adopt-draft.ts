import { rebase } from "../store.ts";
import type { SaveOutcome } from "./page-writes.ts";

/**
 * After a save that made a draft version of the published page but did not save into it: the page
 * is at the draft's version with a pending draft, and the next save builds on that (else it would
 * meet its own draft as a conflict). Does nothing for an outcome without such a draft.
 */
export function adoptDraft(outcome: SaveOutcome): void {
  if (outcome.draft) rebase(outcome.draft.version, outcome.draft.newStatus);
}
