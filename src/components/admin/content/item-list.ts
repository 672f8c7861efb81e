import type { DatabaseSync } from "node:sqlite";
import * as v from "valibot";
import { readPart, type FormModel } from "../../../forms/index.ts";
import type { CmsClient } from "../../../lib/cms/client.ts";
import { odataParams } from "../../../lib/cms/odata.ts";
import { editorOf } from "../../../lib/page-admin/edits.ts";
import { dataColumns, odataOf, PAGE_SIZE, type ListQuery } from "./list-query.ts";
import { upstream } from "../../../lib/content-admin/schemas.ts";
import { cellText } from "./values.ts";

/** One item as the list shows it. */
export interface ItemRow {
  id: string;
  version: number;
  /** `Draft`, `Published` or `Archived`. */
  status: string;
  /** Set while a published item has a pending draft. */
  newStatus?: string;
  /** The data columns' texts, by field name ("" when empty). */
  cells: Record<string, string>;
  lastModified?: string;
  editor: { name: string; user: boolean } | undefined;
  /** The `display` flag of a schema that has one (practitioners). */
  display?: boolean;
}

/** One page of a content list. */
export interface ItemList {
  rows: ItemRow[];
  total: number;
  pages: number;
}

const Item = v.looseObject({
  id: v.string(),
  version: v.number(),
  status: v.string(),
  newStatus: v.optional(v.nullable(v.string())),
  lastModified: v.optional(v.string()),
  lastModifiedBy: v.optional(v.string()),
  data: v.record(v.string(), v.unknown()),
});

/**
 * One page of `schema`'s items (drafts included) as `query` asks: searched, filtered by state,
 * sorted and paged by the content service (OData), each with its data columns and who made its
 * current version. A content-service failure (a real Squidex refusing a sort, say) is an UpstreamError.
 */
export async function listItems(deps: { cms: CmsClient; db: DatabaseSync }, schema: string, model: FormModel, query: ListQuery): Promise<ItemList> {
  const columns = dataColumns(model);
  const hasDisplay = model.byName.get("display")?.kind === "checkbox";
  const list = await deps.cms.contents.list(schema, odataParams(odataOf(query, columns)), { unpublished: true }, Item).catch(upstream);
  const rows = list.items.map((item): ItemRow => ({
    id: item.id,
    version: item.version,
    status: item.status,
    ...(item.newStatus ? { newStatus: item.newStatus } : {}),
    cells: Object.fromEntries(columns.map((c) => [c.field.name, cellText(c.field, readPart(item.data, c.field.name, c.part))])),
    ...(item.lastModified ? { lastModified: item.lastModified } : {}),
    editor: editorOf(deps.db, item.id, item.version, item.lastModifiedBy),
    ...(hasDisplay ? { display: readPart(item.data, "display", "iv") === true } : {}),
  }));
  return { rows, total: list.total, pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)) };
}
