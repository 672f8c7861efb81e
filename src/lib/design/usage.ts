import type { CmsClient } from "../cms/client.ts";
import { text } from "../content/localized.ts";
import { mentionedIds } from "../theme/mentioned-ids.ts";
import { listItems } from "./items.ts";

/**
 * The pages (drafts included) whose data mention the item `id` anywhere (a block's colour or text
 * style, the page's background), by id and German title: what deleting it would break.
 */
export async function itemUsage(cms: CmsClient, id: string): Promise<{ id: string; title: string }[]> {
  const pages = await listItems(cms, "pages");
  const ids = new Set([id]);
  return pages.filter((page) => mentionedIds(page.data, ids).size > 0).map((page) => ({ id: page.id, title: text(page.data, "title", "de") || page.id }));
}
