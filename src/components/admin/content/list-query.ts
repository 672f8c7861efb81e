import * as v from "valibot";
import type { FormField, FormModel } from "../../../forms/index.ts";
import { odataField, type ODataQuery } from "../../../lib/cms/odata.ts";

/** Items per page of a content list. */
export const PAGE_SIZE = 25;
/** The longest search term a list takes. */
export const MAX_SEARCH = 100;
/** The states a list can be narrowed to (`Draft` of practitioners reads as "waiting for approval"). */
export const STATUS_FILTERS = ["Draft", "Published", "Archived"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Kinds whose value fits in a table cell and sorts meaningfully. */
const CELL_KINDS: ReadonlySet<string> = new Set(["text", "email", "select", "radio", "date", "number"]);
/** How many data columns a list shows before status and last change. */
const DATA_COLUMNS = 2;

/** A data column of the list: a field, read in German when localized. */
export interface DataColumn {
  field: FormField;
  /** The partition shown and sorted by. */
  part: "iv" | "de";
}

/**
 * The data columns of a schema's list: its first fields that fit a cell (short text, e-mail,
 * choice, date, number), in schema order, at most two. Status and last change follow them.
 */
export function dataColumns(model: FormModel): DataColumn[] {
  return model.fields
    .filter((field) => CELL_KINDS.has(field.kind))
    .slice(0, DATA_COLUMNS)
    .map((field) => ({ field, part: field.localized ? "de" : "iv" }));
}

/** What a list shows: search, order, page and state, as read from its URL. */
export interface ListQuery {
  q: string;
  /** A data column's field name, `status` or `lastModified`. */
  sort: string;
  dir: "asc" | "desc";
  page: number;
  status: StatusFilter | undefined;
}

const Params = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_SEARCH * 4)), ""),
  sort: v.optional(v.string(), ""),
  dir: v.optional(v.picklist(["asc", "desc"])),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1))),
  status: v.optional(v.picklist(STATUS_FILTERS)),
});

/**
 * The list query of `params` for a list with `columns`: anything unknown or malformed falls back
 * to the default (newest change first, page 1, every state), so a hand-edited URL still shows a
 * list. A search term is cut to MAX_SEARCH characters.
 */
export function readListQuery(params: URLSearchParams, columns: readonly DataColumn[]): ListQuery {
  const pick = (name: string) => params.get(name) || undefined;
  const one = (schema: v.GenericSchema, name: string) => {
    const result = v.safeParse(schema, pick(name));
    return result.success ? (result.output as unknown) : undefined;
  };
  const shape = Params.entries;
  const sortKeys = [...columns.map((c) => c.field.name), "status", "lastModified"];
  const sortParam = pick("sort");
  const sort = sortParam && sortKeys.includes(sortParam) ? sortParam : "lastModified";
  const defaultDir = sort === "lastModified" ? "desc" : "asc";
  return {
    q: ((one(shape.q, "q") as string | undefined) ?? "").slice(0, MAX_SEARCH),
    sort,
    dir: (one(shape.dir, "dir") as "asc" | "desc" | undefined) ?? defaultDir,
    page: (one(shape.page, "page") as number | undefined) ?? 1,
    status: one(shape.status, "status") as StatusFilter | undefined,
  };
}

/** The content service's query for one page of the list: `$search` for the term, `$filter` for the state, `$orderby` with a stable tie-breaker. */
export function odataOf(query: ListQuery, columns: readonly DataColumn[]): ODataQuery {
  const column = columns.find((c) => c.field.name === query.sort);
  const path = column ? odataField(column.field.name, column.part) : query.sort;
  return {
    top: PAGE_SIZE,
    skip: (query.page - 1) * PAGE_SIZE,
    orderby: `${path} ${query.dir}${path === "lastModified" ? "" : ",lastModified desc"}`,
    ...(query.status ? { filter: `status eq '${query.status}'` } : {}),
    ...(query.q ? { search: query.q } : {}),
  };
}

/** The list's URL with `query` changed by `change`, leaving defaults out. */
export function listHref(base: string, query: ListQuery, change: Partial<ListQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.status) params.set("status", next.status);
  if (next.sort !== "lastModified") params.set("sort", next.sort);
  if (next.dir !== (next.sort === "lastModified" ? "desc" : "asc")) params.set("dir", next.dir);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
