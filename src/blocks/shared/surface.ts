import type { CSSProperties } from "react";
import { readableColor, shiftToContrast, textOn } from "../../lib/color.ts";
import { pageBackground, pickTheme, themeColors } from "../../lib/theme/colors.ts";
import type { RenderContext } from "../types.ts";

/** Text colours for one background, each reaching WCAG AA (4.5:1) against it where the palette allows. */
export interface SurfaceColors {
  background: string;
  /** Body text: the theme's black or white, by the background's luminance. */
  text: string;
  /** Headings: the theme's main colour, else the body text colour. */
  heading: string;
  /** Eyebrows: the theme's support colour, darkened or lightened in its hue until it reaches AA. */
  eyebrow: string;
}

const cache = new WeakMap<object, Map<string, SurfaceColors>>();

/**
 * The contrast-checked text colours on `background` (default: the page background, else the theme's
 * white). Theme colours come from the CMS, so they are checked here at render, never assumed.
 */
export function surfaceColors(ctx: RenderContext, background?: string): SurfaceColors {
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
  const bg = background ?? pageBackground(ctx.site, ctx.page, quiet) ?? colors.colorWhite;
  const text = readableColor(bg, [textOn(bg, colors.colorBlack, colors.colorWhite), "#000000", "#ffffff"]);
  const result: SurfaceColors = {
    background: bg,
    text,
    heading: readableColor(bg, [colors.colorMain, text]),
    // Too light (or dark) a support colour is shifted towards black (white) in its own hue.
    eyebrow: readableColor(bg, [colors.colorSupport, shiftToContrast(colors.colorSupport, bg), text]),
  };
  perSite.set(key, result);
  return result;
}

/**
 * Inline style for an element painted with a CMS background colour: the background, a readable
 * text colour, and `--surface-heading` / `--surface-eyebrow` that headings and rich text inside use.
 */
export function surfaceStyle(ctx: RenderContext, background: string): CSSProperties {
  const s = surfaceColors(ctx, background);
  return { backgroundColor: s.background, color: s.text, "--surface-heading": s.heading, "--surface-eyebrow": s.eyebrow } as CSSProperties;
}

/**
 * Inline style for text in the headings' colour: the contrast-checked heading colour of the page,
 * or on a painted section the one its `--surface-heading` says (headings, outlined and text buttons).
 */
export function headingInk(ctx: RenderContext): CSSProperties {
  return { color: `var(--surface-heading, ${surfaceColors(ctx).heading})` };
}
