import type { BlockInstance } from "../../lib/tree/block.ts";
import { markSaved } from "../../stores/editor.ts";
import { $builder } from "../session.ts";
import type { LoadedPage } from "./page-io.ts";

/**
 * Makes `page` the version the builder works from: the session's page (its version and state), and
 * `tree` as saved at that version, the base of the next save (edits made since stay unsaved).
 */
export function adoptPage(page: LoadedPage, tree: BlockInstance[]): void {
  markSaved(tree, page.version);
  const session = $builder.get();
  if (session) $builder.set({ ...session, page });
}
