import type { DatabaseSync } from "node:sqlite";
import type { CmsClient } from "../cms/client.ts";
import { CONTENT_ID } from "../cms/allowed-url.ts";
import { localized } from "../content/localized.ts";
import type { SiteData } from "../content/model.ts";
import { menuPages, MENUS, readMenus, type MenuName } from "../menus/menu.ts";
import { pageSlug } from "../site/pages.ts";
import { editorOf } from "./edits.ts";
import { pageFacts } from "./page-facts.ts";
import type { PageRow } from "./page-list.ts";
import { getPage, listPages } from "./page-store.ts";

/** One page with everything its details show. */
export interface PageDetails extends PageRow {
  /** How many versions the content service keeps of it (version numbers start at 0). */
  versions: number;
  /** The published menus that link to it. */
  navigations: MenuName[];
  /** Whether it has blocks. */
  blocks: number;
}

/**
 * What `/manage/pages/:pagename` names: `{ page }` for a content id, `{ redirect: id }` for a page
 * found by its German or English slug (the details live under the id, which a rename keeps),
 * or undefined.
 */
export async function findPage(
  deps: { cms: CmsClient; db: DatabaseSync },
  name: string,
  options: { liveSince: number | undefined; site: SiteData | undefined },
): Promise<{ page: PageDetails } | { redirect: string } | undefined> {
  const item = CONTENT_ID.test(name) ? await getPage(deps.cms, name) : undefined;
  if (!item) {
    const slug = name.toLowerCase();
    const other = (await listPages(deps.cms)).find((page) => pageSlug(page, "de") === slug || pageSlug(page, "en") === slug);
    return other ? { redirect: other.id } : undefined;
  }
  const menus = readMenus(options.site?.globalSettings?.data);
  const navigations = MENUS.filter((menu) => menuPages(menus[menu]).includes(item.id));
  const blocks = localized<unknown>(item.data, "blocks", "de");
  return {
    page: {
      ...pageFacts(item, options.liveSince),
      editor: editorOf(deps.db, item.id, item.version, item.lastModifiedBy),
      versions: item.version + 1,
      navigations,
      blocks: Array.isArray(blocks) ? blocks.length : 0,
    },
  };
}
