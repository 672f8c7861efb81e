import type { DatabaseSync } from "node:sqlite";
import * as v from "valibot";
import { prepared } from "../../base/prepared.ts";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { editorOf } from "./edits.ts";
import { PAGES_SCHEMA, getPage, upstream } from "./page-store.ts";

/** How many entries the history lists, newest first. */
const VERSION_LIMIT = 50;

/** One version of a page as the version history lists it. */
export interface PageVersion {
  version: number;
  /** What the version's newest content was: `Published`, `Draft` (a draft page, or a published page's pending draft) or `Archived`. */
  status: string;
  /** When it was made (ISO 8601), if the site saw it being made, or it is the first or the newest version. */
  at?: string;
  /** Who made it: one of our users' names, else the content service's `lastModifiedBy` for the newest version. */
  by?: string;
}

/** The history of a page: its newest version and the versions listed, one per save or publish. */
export interface PageVersions {
  id: string;
  version: number;
  versions: PageVersion[];
  /** Older versions exist than the list holds. */
  more: boolean;
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
 * The newest `VERSION_LIMIT` entries of page `id`'s history, newest first, one per save or publish:
 * a version our editors made as a step of a command (`content_edits.step`: the draft a save made,
 * the save inside a publish) is left out unless it is the newest. Each with its number, status, and
 * when and by whom where it is known: `content_edits` for the versions made through the site, the
 * content service's `created` for version 0 and `lastModified` for the newest. Undefined when the
 * page does not exist; a content-service failure is an UpstreamError (502).
 */
export async function pageVersions(cms: CmsClient, db: DatabaseSync, id: string): Promise<PageVersions | undefined> {
  const page = await getPage(cms, id);
  if (!page) return undefined;
  const edits = new Map(
    (prepared(db, "SELECT version, at, step FROM content_edits WHERE content_id = ?").all(id) as { version: number; at: number; step: number }[]).map((row) => [
      row.version,
      row,
    ]),
  );
  const numbers: number[] = [];
  let more = false;
  for (let n = page.version; n >= 0; n--) {
    if (n !== page.version && edits.get(n)?.step) continue;
    if (numbers.length === VERSION_LIMIT) {
      more = true;
      break;
    }
    numbers.push(n);
  }
  const statuses = await Promise.all(numbers.map((n) => (n === page.version ? Promise.resolve(page.newStatus ?? page.status) : statusAt(cms, id, n))));
  const versions: PageVersion[] = [];
  numbers.forEach((version, i) => {
    const status = statuses[i];
    if (status === undefined) return;
    const newest = version === page.version;
    const edit = edits.get(version);
    // Only a version the site saw being made, or the newest, can name its editor.
    const by = edit !== undefined || newest ? editorOf(db, id, version, newest ? page.lastModifiedBy : undefined)?.name : undefined;
    const at = edit !== undefined ? new Date(edit.at).toISOString() : newest ? page.lastModified : version === 0 ? page.created : undefined;
    versions.push({ version, status, ...(at ? { at } : {}), ...(by ? { by } : {}) });
  });
  return { id, version: page.version, versions, more };
}
