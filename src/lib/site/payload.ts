import type { Lang } from "../../i18n/locales.ts";
import { pickTheme } from "../theme/colors.ts";
import { firstRef } from "../content/localized.ts";
import type { Entity, Fields, SiteData } from "../content/model.ts";
import type { BlockInstance } from "../tree/block.ts";
import { siteName } from "./navigation.ts";
import { pageBlocks, pageWarn } from "./page-view.ts";
import { alternatesOf, pageTitle, type PageRoute, type PageSeo } from "./pages.ts";

/** A referenced entity as the payload carries it. */
export interface PayloadRef {
  id: string;
  data: Fields;
}

/** `{path}/_payload.json`: one prerendered page with its validated block tree and resolved theme references. */
export interface PagePayload {
  id: string;
  lang: Lang;
  path: string;
  title: string;
  seo: PageSeo;
  blocks: BlockInstance[];
  /** The page's `themesettings` (else the site's default theme), or null. */
  theme: PayloadRef | null;
  /** The page's `backgroundColor` colour, or null. */
  backgroundColor: PayloadRef | null;
  alternates: Partial<Record<Lang, string>>;
  version?: number;
  lastModified?: string;
}

const ref = (entity: Entity | undefined): PayloadRef | null => (entity ? { id: entity.id, data: entity.data } : null);

/** The payload of one routed page. */
export function pagePayload(site: SiteData, route: PageRoute, warn: (message: string) => void = pageWarn(route.path)): PagePayload {
  const { page, lang, path } = route;
  const entity = page.entity;
  const colorId = firstRef(entity.data, "backgroundColor");
  return {
    id: page.id,
    lang,
    path,
    title: pageTitle(entity, lang, siteName(site, lang, "baukasten")),
    seo: page.seo[lang],
    blocks: pageBlocks(entity, warn),
    theme: ref(pickTheme(site, entity)),
    backgroundColor: ref(colorId ? site.colors.find((c) => c.id === colorId) : undefined),
    alternates: alternatesOf(page),
    ...(entity.version !== undefined ? { version: entity.version } : {}),
    ...(entity.lastModified ? { lastModified: entity.lastModified } : {}),
  };
}

/** The file a page's payload is written to, relative to the client folder (`en/about/_payload.json`). */
export function payloadFile(path: string): string {
  return path === "/" ? "_payload.json" : `${path.slice(1)}/_payload.json`;
}
