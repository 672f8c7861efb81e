/**
 * What a rendered path read from the site data, as keys a later snapshot can be asked about
 * again. A path is rendered anew when the value behind one of its keys changed (incremental
 * builds). Keys name derived values, not raw collections, so that a text edit of one
 * page does not touch the header every page shows (the page index does not change), and a
 * practitioner's appointments do not touch the other practitioners' pages. The values behind the
 * keys are in reads.ts; the names are a module of their own with no imports, so block views in the
 * browser can name a read without loading the render pass.
 */

/** The themes and fonts as such, for markup that carries theme colours itself (an embed's placeholder, the web manifest). */
export const THEME_COLORS_KEY = "theme-colors";
export const READ = {
  /** Text styles, icons, languages, global settings, navigation, block types. */
  shared: "shared",
  /**
   * The theme's part of the `<head>` of a page (`themeHeadHtml`) by the content page's id, or of a
   * page that is no content page (`theme:`). The page reads nothing else of the theme when its views
   * name the theme's colours by variable and class: a change of this key alone is spliced into the
   * page's file, nothing is rendered.
   */
  theme: (pageId?: string) => `theme:${pageId ?? ""}`,
  themeColors: THEME_COLORS_KEY,
  /** Every page's routes and names (navigation, links, alternates, slug collisions). */
  pageIndex: "page-index",
  /** The item (or asset) with this id in any collection, or its absence. */
  item: (id: string) => `item:${id}`,
  /** A whole collection, for the blocks that list it. */
  list: (name: ContentList) => `list:${name}`,
  /** The order of the visible practitioners (ids): next/previous of every detail page. */
  practitionerOrder: "practitioners:order",
  /** A practitioner as a neighbour's pager names it (slug and name). */
  practitionerLink: (id: string) => `practitioners:link:${id}`,
  /** One practitioner's open appointments. */
  appointmentsOf: (id: string) => `appointments:of:${id}`,
  /** The first page in each language holding one of these block types ("back to the directory"). */
  pageWithBlock: (schemaNames: readonly string[]) => `pages:with:${schemaNames.join(",")}`,
} as const;

/** The collections blocks may list (declared per block type as `reads`). */
export type ContentList = "practitioners" | "appointments" | "challenges";
export const LISTS: ReadonlySet<string> = new Set<ContentList>(["practitioners", "appointments", "challenges"]);
