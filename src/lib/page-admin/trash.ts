import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import { FieldsSchema, type Fields } from "../content/model.ts";
import { parseOrThrow } from "../parse.ts";

/** How long a deleted page can be restored: 7 days. */
export const TRASH_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A deleted page as kept for restoring: its id, last status and whole data. */
export interface TrashedPage {
  /** The trash entry's own id (what a restore form names). */
  id: number;
  contentId: string;
  status: string;
  data: Fields;
  /** The German title at deletion, for the list of deleted pages. */
  title: string;
  deletedBy: number;
  deletedAt: number;
  expiresAt: number;
}

interface Row {
  id: number;
  content_id: string;
  status: string;
  data: string;
  title: string;
  deleted_by: number;
  deleted_at: number;
  expires_at: number;
}

const toTrashed = (row: Row): TrashedPage => ({
  id: row.id,
  contentId: row.content_id,
  status: row.status,
  data: parseOrThrow(FieldsSchema, JSON.parse(row.data), `deleted page ${row.id}`),
  title: row.title,
  deletedBy: row.deleted_by,
  deletedAt: row.deleted_at,
  expiresAt: row.expires_at,
});

/**
 * The deleted pages of the site database (`deleted_pages`). A page is put here before the content
 * service deletes it and taken out when it is restored; entries older than TRASH_TTL_MS are
 * dropped on every read and write.
 */
export function pageTrash(db: DatabaseSync, now: () => number = Date.now) {
  const purge = () => prepared(db, "DELETE FROM deleted_pages WHERE expires_at <= ?").run(now());
  return {
    /** Keeps a page about to be deleted; returns its trash entry. */
    put(page: { contentId: string; status: string; data: Fields; title: string; deletedBy: number }): TrashedPage {
      purge();
      const at = now();
      const result = prepared(
        db,
        "INSERT INTO deleted_pages (content_id, status, data, title, deleted_by, deleted_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).run(page.contentId, page.status, JSON.stringify(page.data), page.title, page.deletedBy, at, at + TRASH_TTL_MS);
      return { ...page, id: Number(result.lastInsertRowid), deletedAt: at, expiresAt: at + TRASH_TTL_MS };
    },
    /** The entry `id`, unless it expired or was restored. */
    get(id: number): TrashedPage | undefined {
      purge();
      const row = prepared(db, "SELECT * FROM deleted_pages WHERE id = ?").get(id) as Row | undefined;
      return row ? toTrashed(row) : undefined;
    },
    /** Every restorable page, the most recently deleted first. */
    list(): TrashedPage[] {
      purge();
      return (prepared(db, "SELECT * FROM deleted_pages ORDER BY deleted_at DESC, id DESC").all() as unknown as Row[]).map(toTrashed);
    },
    /** Drops the entry `id` (after a restore, or when the delete did not happen). */
    remove(id: number): void {
      prepared(db, "DELETE FROM deleted_pages WHERE id = ?").run(id);
    },
  };
}
