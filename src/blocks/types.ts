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
  /**
   * Set when the page's `<head>` carries the theme (`themeHead`): views then name its colours by
   * variable (`--page-heading`) and a painted background by its class (`.surface-<hex>`), so the
   * body holds no theme colour and a theme change only rewrites the head. Unset in the builder's
   * canvas, where views write the colours inline.
   */
  themeInHead?: { surfaces: ReadonlySet<string> };
  /** Records that the view read the value behind `key` (src/lib/render/reads.ts): set in a render pass. */
  read?(key: string): void;
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
