import * as v from "valibot";
import { blockSchemas, iconFieldsOf } from "../block-admin/block-schemas.ts";
import { contentUsage, type PageUse } from "../block-admin/usage.ts";
import type { CmsClient } from "../cms/client.ts";
import { upstream } from "../page-admin/page-store.ts";

/** The schema of the admin's own navigation, whose items (and their children) name an icon. */
export const NAVIGATION_SCHEMA = "backend-navigation";

/** Where an icon is used on pages: each page and the block types it appears in there. */
export type IconUses = { page: PageUse; blocks: string[] }[];

/** A backend navigation item showing an icon, by its label per language. */
export interface NavigationUse {
  id: string;
  label: { de: string; en: string };
}

/** Everything that shows an icon by its name: pages' blocks and backend navigation items. */
export interface IconUsage {
  pages: IconUses;
  navigation: NavigationUse[];
}

const Label = v.fallback(v.optional(v.object({ de: v.optional(v.string(), ""), en: v.optional(v.string(), "") }), { de: "", en: "" }), { de: "", en: "" });
const NavItemSchema = v.looseObject({
  id: v.string(),
  data: v.looseObject({
    label: Label,
    slug: v.fallback(v.optional(v.object({ iv: v.fallback(v.string(), "") }), { iv: "" }), { iv: "" }),
    icon: v.fallback(v.optional(v.object({ iv: v.fallback(v.string(), "") }), { iv: "" }), { iv: "" }),
    children: v.fallback(v.optional(v.object({ iv: v.unknown() }), { iv: [] }), { iv: [] }),
  }),
});
const ChildSchema = v.object({ label: Label, icon: v.fallback(v.optional(v.string(), ""), "") });

const NONE: IconUsage = { pages: [], navigation: [] };

/**
 * Reads who shows which icon, drafts included: the pages whose blocks name it in an `editor:icon`
 * field, and, when the app has the `backend-navigation` schema, its items and their children
 * (`children[].icon`). Blocks and the navigation refer to icons by name, so both hold a rename or
 * a delete back. Malformed navigation data counts as no icon, never a crash.
 */
export async function iconUsage(cms: CmsClient): Promise<(name: string) => IconUsage> {
  const { all, blocks } = await blockSchemas(cms);
  const pages = (await contentUsage(cms, iconFieldsOf(blocks))).icons;
  const navigation = new Map<string, NavigationUse[]>();
  if (all.some((schema) => schema.name === NAVIGATION_SCHEMA)) {
    const add = (icon: string, use: NavigationUse) => icon && navigation.set(icon, [...(navigation.get(icon) ?? []), use]);
    try {
      for (let skip = 0; ; skip += 200) {
        const list = await cms.contents.list(NAVIGATION_SCHEMA, `$top=200&$skip=${skip}`, { unpublished: true }, NavItemSchema);
        for (const item of list.items) {
          const label = { de: item.data.label.de || item.data.slug.iv, en: item.data.label.en || item.data.label.de || item.data.slug.iv };
          add(item.data.icon.iv, { id: item.id, label });
          const children = Array.isArray(item.data.children.iv) ? item.data.children.iv : [];
          for (const raw of children) {
            const child = v.safeParse(ChildSchema, raw);
            if (!child.success) continue;
            add(child.output.icon, {
              id: item.id,
              label: { de: `${label.de} › ${child.output.label.de}`, en: `${label.en} › ${child.output.label.en || child.output.label.de}` },
            });
          }
        }
        if (list.items.length < 200) break;
      }
    } catch (error) {
      upstream(error);
    }
  }
  return (name) => (pages.has(name) || navigation.has(name) ? { pages: pages.get(name) ?? [], navigation: navigation.get(name) ?? [] } : NONE);
}

/** True while something shows the icon. */
export const inUse = (usage: IconUsage) => usage.pages.length > 0 || usage.navigation.length > 0;
