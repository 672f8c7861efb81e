import * as v from "valibot";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { localized } from "../content/localized.ts";
import type { Fields } from "../content/model.ts";

/** The site's two menus: the header's main menu and the footer's. */
export const MENUS = ["main", "footer"] as const;
export type MenuName = (typeof MENUS)[number];

/** The global-settings field that holds the menus (`{ main, footer }`, invariant Json). */
export const MENUS_FIELD = "menus";
/** The older reference fields (page ids only) each menu is read from while `menus` is empty; kept in step on every save. */
export const LEGACY_FIELD: Record<MenuName, "mainNavigation" | "footerNavigation"> = { main: "mainNavigation", footer: "footerNavigation" };

/** How deep a menu nests: its top level and one level below. */
export const MAX_DEPTH = 2;

const LabelText = v.optional(v.pipe(v.string(), v.maxLength(80)), "");
// One key per language of LOCALES (de, en); `satisfies` below keeps the two in step.
const Label = v.object({ de: LabelText, en: LabelText }) satisfies v.GenericSchema<unknown, Record<Lang, string>>;

/**
 * One entry of a menu: a page (by content id; its label defaults to the page's title per
 * language) or an external address (`url`: https, http, mailto or tel), with its own label per
 * language (empty: the default) and, on the top level, entries below it.
 */
export interface MenuItem {
  id: string;
  page?: string;
  url?: string;
  label: Record<Lang, string>;
  children?: MenuItem[];
}

const ItemSchema: v.GenericSchema<unknown, MenuItem> = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  page: v.optional(v.pipe(v.string(), v.maxLength(100))),
  url: v.optional(v.pipe(v.string(), v.maxLength(500))),
  label: Label,
  children: v.optional(v.array(v.lazy(() => ItemSchema))),
});

/** The stored menus: both lists, each at most 50 entries. */
export const MenusSchema = v.object({
  main: v.optional(v.pipe(v.array(ItemSchema), v.maxLength(50)), []),
  footer: v.optional(v.pipe(v.array(ItemSchema), v.maxLength(50)), []),
});
export type Menus = v.InferOutput<typeof MenusSchema>;

const emptyLabel = (): Record<Lang, string> => Object.fromEntries(LOCALES.map((lang) => [lang, ""])) as Record<Lang, string>;

/**
 * The menus as the global settings hold them: the `menus` field when it reads as menus, else
 * each menu made from its older reference field (one page entry per id). Bad stored data reads
 * as the older fields, never as a crash.
 */
export function readMenus(settings: Fields | undefined): Menus {
  const stored = v.safeParse(MenusSchema, localized<unknown>(settings, MENUS_FIELD, "de"));
  if (stored.success) return stored.output;
  const legacy = (menu: MenuName): MenuItem[] => {
    const ids = localized<unknown>(settings, LEGACY_FIELD[menu], "de");
    if (!Array.isArray(ids)) return [];
    return ids.filter((id): id is string => typeof id === "string").map((page, index) => ({ id: `${menu}-${index}`, page, label: emptyLabel() }));
  };
  return { main: legacy("main"), footer: legacy("footer") };
}

/** Every page id a menu links to, nested entries included, in order. */
export function menuPages(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [...(item.page ? [item.page] : []), ...menuPages(item.children ?? [])]);
}

/** An empty label in every language. */
export { emptyLabel };
