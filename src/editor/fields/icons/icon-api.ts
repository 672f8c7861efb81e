import * as v from "valibot";
import { parseOrThrow } from "../../../lib/parse.ts";
import type { PickerPage } from "../picker/PickerDialog.tsx";

/** Icons per page of the picker's grid. */
export const ICON_PAGE_SIZE = 48;

const IconListSchema = v.object({
  total: v.number(),
  items: v.array(v.object({ data: v.object({ name: v.optional(v.object({ iv: v.unknown() })) }) })),
});

/** An icon an editor can pick: its name is its id (a field stores the name). */
export interface IconOption {
  id: string;
  name: string;
}

/**
 * One page of the app's published icons whose name contains `search`, by name, through the
 * site's proxy. Items without a usable name are left out.
 */
export async function listIcons(app: string, search: string, page: number, signal?: AbortSignal): Promise<PickerPage<IconOption>> {
  const params = new URLSearchParams({ $top: String(ICON_PAGE_SIZE), $skip: String(page * ICON_PAGE_SIZE), $orderby: "data/name/iv asc" });
  const text = search.trim().toLowerCase();
  if (text) params.set("$filter", `contains(data/name/iv,'${text.replaceAll("'", "''")}')`);
  const response = await fetch(`/cms/api/content/${encodeURIComponent(app)}/icons?${params}`, {
    headers: { accept: "application/json" },
    cache: "no-store",
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`GET icons: ${response.status}`);
  const list = parseOrThrow(IconListSchema, await response.json(), "icon list");
  const names = list.items.map((item) => item.data.name?.iv).filter((name): name is string => typeof name === "string" && name !== "");
  return { total: list.total, items: names.map((name) => ({ id: name, name })) };
}
