import type { SiteData } from "../content/model.ts";

/**
 * What the server's render pass hands a page it renders into a build: the build's
 * snapshot, the build's id, and where the page records what it read. Only the render pass sets
 * it (`locals.render`); a content route asked without it in production answers 404, since its
 * pages are served from the build's files.
 */
export interface RenderContext {
  readonly site: SiteData;
  readonly buildId: string;
  /** Records that the page read the value behind `key` (src/lib/render/reads.ts). */
  read(key: string): void;
}

/**
 * The site data a content route renders from: the render pass's snapshot, or in `astro dev` the
 * dev services' current data; undefined when the route was asked outside a render pass.
 */
export async function renderedSite(locals: App.Locals): Promise<SiteData | undefined> {
  if (locals.render) return locals.render.site;
  if (import.meta.env.DEV) return locals.services.siteData.get();
  return undefined;
}

/** Records reads in a render pass (no-op otherwise). */
export function recordReads(locals: App.Locals, keys: Iterable<string>): void {
  const render = locals.render;
  if (render) for (const key of keys) render.read(key);
}
