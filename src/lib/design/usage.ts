import type { CmsClient } from "../cms/client.ts";
import { text } from "../content/localized.ts";
import { listItems } from "./items.ts";

/**
 * The pages (drafts included) whose data mention the item `id` anywhere (a block's colour or text
 * style, the page's background), by id and German title: what deleting it would break.
 */
export async function itemUsage(cms: CmsClient, id: string): Promise<{ id: string; title: string }[]> {
  const pages = await listItems(cms, "pages");
  return pages.filter((page) => mentions(page.data, id)).map((page) => ({ id: page.id, title: text(page.data, "title", "de") || page.id }));
}

function mentions(value: unknown, id: string): boolean {
  if (typeof value === "string") return value === id;
  if (Array.isArray(value)) return value.some((child) => mentions(child, id));
  if (value && typeof value === "object") return Object.values(value).some((child) => mentions(child, id));
  return false;
}
