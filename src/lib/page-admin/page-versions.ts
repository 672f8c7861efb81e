import type { DatabaseSync } from "node:sqlite";
import * as v from "valibot";
import { prepared } from "../../base/prepared.ts";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { editorOf } from "./edits.ts";
import { PAGES_SCHEMA, getPage, upstream } from "./page-store.ts";

/** How many versions the history lists, newest first. */
const VERSION_LIMIT = 50;

/** One version of a page as the version history lists it. */
export interface PageVersion {
  version: number;
  /** What the version's newest content was: `Published`, `Draft` (a draft page, or a published page's pending draft) or `Archived`. */
  status: string;
  /** When it was made (ISO 8601), if the site saw it being made (or it is the newest version). */
  at?: string;
  /** Who made it: one of our users' names, else the content service's `lastModifiedBy` for the newest version. */
  by?: string;
}

/** The history of a page: its newest version and the versions listed. */
export interface PageVersions {
  id: string;
  version: number;
  versions: PageVersion[];
}

const AtVersionSchema = v.looseObject({ status: v.string(), newStatus: v.optional(v.nullable(v.string())) });

/** The status of page `id` at `version`, or undefined when that version cannot be read; only the title comes along, not the block tree. */
async function statusAt(cms: CmsClient, id: string, version: number): Promise<string | undefined> {
  try {
    const path = `api/content/${encodeURIComponent(cms.app)}/${PAGES_SCHEMA}/${encodeURIComponent(id)}?version=${version}`;
    const item = await cms.read(path, { unpublished: true, fields: ["title"] }, AtVersionSchema);
    return item.newStatus ?? item.status;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return undefined;
    return upstream(error);
  }
}

/**
 * The newest `VERSION_LIMIT` versions of page `id`, newest first: number, status, and when and by
 * whom when the site knows it (`content_edits`: versions our editors made through the site; the
 * newest version also from the content service). Undefined when the page does not exist; a
 * content-service failure is an UpstreamError (502).
 */
export async function pageVersions(cms: CmsClient, db: DatabaseSync, id: string): Promise<PageVersions | undefined> {
  const page = await getPage(cms, id);
  if (!page) return undefined;
  const edits = new Map(
    (prepared(db, "SELECT version, at FROM content_edits WHERE content_id = ?").all(id) as { version: number; at: number }[]).map((row) => [
      row.version,
      row.at,
    ]),
  );
  const numbers = Array.from({ length: Math.min(VERSION_LIMIT, page.version + 1) }, (_, i) => page.version - i);
  const statuses = await Promise.all(numbers.map((n) => (n === page.version ? Promise.resolve(page.newStatus ?? page.status) : statusAt(cms, id, n))));
  const versions: PageVersion[] = [];
  numbers.forEach((version, i) => {
    const status = statuses[i];
    if (status === undefined) return;
    const newest = version === page.version;
    const at = edits.get(version);
    // Only a version the site saw being made, or the newest, can name its editor.
    const by = at !== undefined || newest ? editorOf(db, id, version, newest ? page.lastModifiedBy : undefined)?.name : undefined;
    versions.push({
      version,
      status,
      ...(at !== undefined ? { at: new Date(at).toISOString() } : newest && page.lastModified ? { at: page.lastModified } : {}),
      ...(by ? { by } : {}),
    });
  });
  return { id, version: page.version, versions };
}
