import type { Lang } from "../../i18n/locales.ts";

/** The detail pages a link can go to besides content pages, named by their content schema. */
export const LINK_TARGET_KINDS = ["practitioners", "challenges"] as const;
export type LinkTargetKind = (typeof LINK_TARGET_KINDS)[number];

/** Link targets per answer of `GET /api/editor/links` (the builder pages through them). */
export const LINK_TARGET_PAGE_SIZE = 20;

/** A detail page a link can go to: its title and its path in each language, as the site routes it. */
export interface LinkTarget {
  id: string;
  titles: Record<Lang, string>;
  paths: Record<Lang, string>;
}

/** One page of link targets and how many match in all. */
export interface LinkTargetPage {
  total: number;
  items: LinkTarget[];
}
