import type { DatabaseSync } from "node:sqlite";
import { partsOf, readPart, type FormModel, type Part } from "../../../forms/index.ts";
import { prepared } from "../../../base/prepared.ts";
import type { CmsClient } from "../../../lib/cms/client.ts";
import { isCmsError } from "../../../lib/cms/cms-error.ts";
import type { Content } from "../../../lib/cms/responses.ts";
import { editorOf } from "../../../lib/page-admin/edits.ts";
import { upstream } from "../../../lib/content-admin/schemas.ts";
import { cellText } from "./values.ts";

/** How many versions the history lists, newest first. */
export const VERSION_LIMIT = 20;

/** One version of an item as the history lists it. */
export interface ItemVersion {
  version: number;
  status: string;
  /** When it was made (ISO 8601), when the site saw it being made, or for the newest version. */
  at?: string;
  /** Who made it, when known: one of our users, else the content service's id for the newest version. */
  by?: { name: string; user: boolean };
}

/** One changed partition between two versions. */
export interface FieldChange {
  field: string;
  part: Part;
  before: string;
  after: string;
}

/**
 * The newest VERSION_LIMIT versions of `item`, newest first, each with its status and, when the
 * site knows it, when and by whom it was made (`content_edits`; the newest version also from the
 * content service). A version the service cannot read is left out.
 */
export async function itemVersions(cms: CmsClient, db: DatabaseSync, schema: string, item: Content): Promise<ItemVersion[]> {
  const edits = new Map(
    (prepared(db, "SELECT version, at FROM content_edits WHERE content_id = ?").all(item.id) as { version: number; at: number }[]).map((row) => [
      row.version,
      row.at,
    ]),
  );
  const numbers = Array.from({ length: Math.min(VERSION_LIMIT, item.version + 1) }, (_, i) => item.version - i);
  const lastModifiedBy = typeof item.lastModifiedBy === "string" ? item.lastModifiedBy : undefined;
  const read = async (n: number): Promise<string | undefined> => {
    if (n === item.version) return item.status;
    try {
      const old = await cms.contents.version(schema, item.id, n, { unpublished: true });
      return typeof old.newStatus === "string" ? old.newStatus : old.status;
    } catch (error) {
      if (isCmsError(error) && error.status === 404) return undefined;
      return upstream(error);
    }
  };
  const statuses = await Promise.all(numbers.map(read));
  return numbers.flatMap((version, i): ItemVersion[] => {
    const status = statuses[i];
    if (status === undefined) return [];
    const newest = version === item.version;
    const at = edits.get(version);
    const by = at !== undefined || newest ? editorOf(db, item.id, version, newest ? lastModifiedBy : undefined) : undefined;
    return [
      {
        version,
        status,
        ...(at !== undefined ? { at: new Date(at).toISOString() } : newest && item.lastModified ? { at: item.lastModified } : {}),
        ...(by ? { by } : {}),
      },
    ];
  });
}

/** Every partition of the form's fields whose value differs between `before` and `after`, in field order, as text. */
export function diffData(model: FormModel, before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of model.fields) {
    for (const part of partsOf(field)) {
      const a = readPart(before, field.name, part);
      const b = readPart(after, field.name, part);
      if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue;
      changes.push({ field: field.name, part, before: cellText(field, a), after: cellText(field, b) });
    }
  }
  return changes;
}
