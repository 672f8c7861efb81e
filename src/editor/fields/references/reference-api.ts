import * as v from "valibot";
import type { Lang } from "../../../i18n/locales.ts";
import { parseOrThrow } from "../../../lib/parse.ts";
import { displayFieldOf, displayName } from "./display-name.ts";
import type { SchemaInfo } from "./schemas-api.ts";

/** Items the picker lists per schema and search. */
export const REFERENCE_PAGE_SIZE = 20;

const ItemListSchema = v.object({
  items: v.array(v.object({ id: v.string(), data: v.record(v.string(), v.unknown()) })),
});

/** A content item an editor can pick: its id, what it is called, and the schema it belongs to. */
export interface ReferenceOption {
  id: string;
  name: string;
  schema: string;
}

async function items(app: string, schema: SchemaInfo, params: URLSearchParams, lang: Lang, signal?: AbortSignal): Promise<ReferenceOption[]> {
  const response = await fetch(`/cms/api/content/${encodeURIComponent(app)}/${encodeURIComponent(schema.name)}?${params}`, {
    headers: { accept: "application/json" },
    cache: "no-store",
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`GET ${schema.name}: ${response.status}`);
  const list = parseOrThrow(ItemListSchema, await response.json(), `${schema.name} list`);
  const field = displayFieldOf(schema);
  return list.items.map((item) => ({ id: item.id, name: displayName(item, field, lang), schema: schema.name }));
}

/**
 * Published items of `schemas` whose content contains `search` (the service's full-text `$search`;
 * the first items when it is empty), named in `lang`, schema by schema.
 */
export async function searchReferences(
  app: string,
  schemas: readonly SchemaInfo[],
  search: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<ReferenceOption[]> {
  const params = new URLSearchParams({ $top: String(REFERENCE_PAGE_SIZE) });
  if (search.trim()) params.set("$search", search.trim());
  const lists = await Promise.all(schemas.map((schema) => items(app, schema, params, lang, signal)));
  return lists.flat();
}

/** The items with these ids among `schemas` (those that exist), named in `lang`. */
export async function referencesByIds(app: string, schemas: readonly SchemaInfo[], ids: readonly string[], lang: Lang): Promise<ReferenceOption[]> {
  if (!ids.length) return [];
  const params = new URLSearchParams({ ids: ids.join(","), $top: String(ids.length) });
  const lists = await Promise.all(schemas.map((schema) => items(app, schema, params, lang)));
  return lists.flat();
}
