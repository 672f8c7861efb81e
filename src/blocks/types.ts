import type { ComponentType, ReactNode } from "react";
import type { Lang } from "../i18n/locales.ts";
import type { Entity, SiteData } from "../lib/content/model.ts";
import type { MapTiles } from "../lib/directory/map.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import type { BlockType } from "./define-block.ts";
import type { BlockFields } from "./fields.ts";

/** What every block view is rendered with. Per render, never global. */
export interface RenderContext {
  lang: Lang;
  site: SiteData;
  /** The page being rendered (undefined on detail pages that are not content pages). */
  page?: Entity;
  /** The URL path being rendered, e.g. `/en/about`. */
  path: string;
  /** Collects build warnings (unknown block types, dropped classes …) naming the page. */
  warn(message: string): void;
  /** The directory map's tiles from configuration; the OSM default when absent. */
  mapTiles?: MapTiles;
}

export interface BlockViewProps {
  block: BlockInstance;
  ctx: RenderContext;
  /** The rendered children of a container block. */
  children?: ReactNode;
}

/** One code-backed block type: its declaration (schema name, label, category, fields, props schema) and its server-rendered view. */
export interface BlockDefinition<F extends BlockFields = BlockFields> extends BlockType<F> {
  View: ComponentType<BlockViewProps>;
}
