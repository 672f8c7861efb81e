import type { CSSProperties } from "react";
import { THEME_COLORS_KEY } from "../../lib/render/keys.ts";
import { pageBackground, pickTheme, themeColors } from "../../lib/theme/colors.ts";
import { surfaceClass, surfaceColorsOn, type SurfaceColors } from "../../lib/theme/surfaces.ts";
import type { RenderContext } from "../types.ts";

export type { SurfaceColors } from "../../lib/theme/surfaces.ts";

const cache = new WeakMap<object, Map<string, SurfaceColors>>();

/**
 * The contrast-checked text colours on `background` (default: the page background, else the theme's
 * white). Theme colours come from the CMS, so they are checked here at render, never assumed. A view
 * that writes them into its markup reads the theme's colours (`READ.themeColors`).
 */
export function surfaceColors(ctx: RenderContext, background?: string): SurfaceColors {
  ctx.read?.(THEME_COLORS_KEY);
  const theme = pickTheme(ctx.site, ctx.page);
  const bgKey = background ?? `page:${JSON.stringify(ctx.page?.data.backgroundColor ?? null)}`;
  const key = `${theme?.id ?? ""}|${bgKey}`;
  let perSite = cache.get(ctx.site);
  if (!perSite) cache.set(ctx.site, (perSite = new Map()));
  const hit = perSite.get(key);
  if (hit) return hit;
  // Bad hexes are already reported by the layout's themeHead(); stay quiet here.
  const quiet = () => {};
  const colors = themeColors(theme, quiet);
  const result = surfaceColorsOn(colors, background ?? pageBackground(ctx.site, ctx.page, quiet) ?? colors.colorWhite);
  perSite.set(key, result);
  return result;
}

/**
 * How an element painted with a CMS background colour looks: the background, a readable text colour,
 * and `--surface-heading` / `--surface-eyebrow` that headings and rich text inside use. When the
 * page's head has the background's rule, the element names it by class; otherwise the colours are
 * inline.
 */
export function surface(ctx: RenderContext, background: string): { className?: string; style: CSSProperties } {
  if (ctx.themeInHead?.surfaces.has(background)) return { className: surfaceClass(background), style: { backgroundColor: background } };
  const s = surfaceColors(ctx, background);
  return { style: { backgroundColor: s.background, color: s.text, "--surface-heading": s.heading, "--surface-eyebrow": s.eyebrow } as CSSProperties };
}

/**
 * Inline style for text in the headings' colour: the contrast-checked heading colour of the page,
 * or on a painted section the one its `--surface-heading` says (headings, outlined and text buttons).
 */
export function headingInk(ctx: RenderContext): CSSProperties {
  return { color: `var(--surface-heading, ${ctx.themeInHead ? "var(--page-heading)" : surfaceColors(ctx).heading})` };
}

/** Inline style for an eyebrow: the page's contrast-checked eyebrow colour, or a painted section's `--surface-eyebrow`. */
export function eyebrowInk(ctx: RenderContext): CSSProperties {
  return { color: `var(--surface-eyebrow, ${ctx.themeInHead ? "var(--page-eyebrow)" : surfaceColors(ctx).eyebrow})` };
}
