import type { Lang } from "../i18n/locales.ts";
import { localized } from "../lib/content/localized.ts";
import { VIEW } from "../lib/content/tags.ts";
import { findPageByPath, type PageIndex } from "../lib/site/pages.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import { blockType } from "./catalog.ts";

/** The names of a block type's link fields (tagged `view:link`). */
function linkFields(schemaName: string): string[] {
  const fields = blockType(schemaName)?.fields ?? {};
  return Object.entries(fields)
    .filter(([, field]) => field.tags.includes(VIEW.link))
    .map(([name]) => name);
}

/**
 * The tree with each link to a page of the site pointing at that page in `lang`: a link field's
 * value in `lang` (the language fallback included, so a link picked in German only) that is the
 * path of a page in another language (`/ueber-uns` on the English page) becomes the page's path in
 * `lang` (`/en/about`), its `?query` and `#hash` kept. Other links, and pages without a path in
 * `lang`, stay as they are. The tree it is given is not changed.
 */
export function localizeLinks(blocks: readonly BlockInstance[], lang: Lang, index: PageIndex): BlockInstance[] {
  const next = blocks.map((block) => {
    let fields = block.fields;
    for (const name of linkFields(block.schemaName)) {
      const href = localized<unknown>(fields, name, lang);
      if (typeof href !== "string" || !href.startsWith("/")) continue;
      const [, path = "", rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
      const route = findPageByPath(index, path);
      const there = route?.page.paths[lang];
      if (route && there && route.lang !== lang) fields = { ...fields, [name]: { ...fields[name], [lang]: `${there}${rest}` } };
    }
    const children = block.children && localizeLinks(block.children, lang, index);
    return fields === block.fields && children === block.children ? block : { ...block, fields, ...(children ? { children } : {}) };
  });
  return next.every((block, i) => block === blocks[i]) ? (blocks as BlockInstance[]) : next;
}
