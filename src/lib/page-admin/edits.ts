import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import { findUserById } from "../auth/users.ts";

/** One content version made by one of our users. */
export interface ContentEdit {
  contentId: string;
  version: number;
  userId: number;
  /** Made on the way to the next version by the same command (a draft made for a save, the save inside a publish): not an entry of its own in the version history. */
  step?: boolean;
}

/**
 * Records that `userId` made `version` of `contentId`. The content service writes as the site's
 * client, so this is how the page list can name the editor behind a change.
 */
export function recordEdit(db: DatabaseSync, edit: ContentEdit, at = Date.now()): void {
  prepared(db, "INSERT OR REPLACE INTO content_edits (content_id, version, user_id, at, step) VALUES (?, ?, ?, ?, ?)").run(
    edit.contentId,
    edit.version,
    edit.userId,
    at,
    edit.step ? 1 : 0,
  );
}

/**
 * Who made `version` of `contentId`: the user's name, else their e-mail address, when one of our
 * users made it through the site and still exists; else `fallback` (the content service's
 * `lastModifiedBy`, e.g. `client:baukasten:default`).
 */
export function editorOf(db: DatabaseSync, contentId: string, version: number, fallback: string | undefined): { name: string; user: boolean } | undefined {
  const row = prepared(db, "SELECT user_id FROM content_edits WHERE content_id = ? AND version = ?").get(contentId, version) as { user_id: number } | undefined;
  const user = row ? findUserById(db, row.user_id) : undefined;
  if (user) return { name: user.name || user.email, user: true };
  return fallback ? { name: fallback, user: false } : undefined;
}

/** Forgets the edits of a content item (it was deleted; a restored item starts a new history). */
export function forgetEdits(db: DatabaseSync, contentId: string): void {
  prepared(db, "DELETE FROM content_edits WHERE content_id = ?").run(contentId);
}
