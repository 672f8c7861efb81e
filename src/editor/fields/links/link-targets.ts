import * as v from "valibot";
import type { LinkTargetKind } from "../../../lib/directory/link-target.ts";
import { parseOrThrow } from "../../../lib/parse.ts";
import type { PickerPage } from "../picker/PickerDialog.tsx";
import type { PageLink } from "./page-links.ts";

const PerLang = v.object({ de: v.string(), en: v.string() });
const AnswerSchema = v.object({
  total: v.number(),
  items: v.array(v.object({ id: v.string(), titles: PerLang, paths: PerLang })),
});

/**
 * The practitioners or weekly challenges the published site shows whose content contains `search`,
 * page `page` of them, each with the paths the site renders for it (`GET /api/editor/links`: the
 * server knows every shown item, which a slug depends on).
 */
export async function searchLinkTargets(kind: LinkTargetKind, search: string, page: number, signal: AbortSignal): Promise<PickerPage<PageLink>> {
  const params = new URLSearchParams({ kind, page: String(page) });
  if (search.trim()) params.set("search", search.trim());
  const response = await fetch(`/api/editor/links?${params}`, { headers: { accept: "application/json" }, cache: "no-store", signal });
  if (!response.ok) throw new Error(`GET /api/editor/links: ${response.status}`);
  return parseOrThrow(AnswerSchema, await response.json(), "link targets");
}
