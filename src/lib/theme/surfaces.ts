import { readableColor, shiftToContrast, textOn } from "../color.ts";
import type { Entity, SiteData } from "../content/model.ts";
import type { ThemeColorKey } from "./colors.ts";
import { colorHex } from "./colors.ts";
import { mentionedIds } from "./mentioned-ids.ts";

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

/** The contrast-checked text colours of a theme's palette on `background` (a validated hex). */
export function surfaceColorsOn(colors: Record<ThemeColorKey, string>, background: string): SurfaceColors {
  const text = readableColor(background, [textOn(background, colors.colorBlack, colors.colorWhite), "#000000", "#ffffff"]);
  return {
    background,
    text,
    heading: readableColor(background, [colors.colorMain, text]),
    // Too light (or dark) a support colour is shifted towards black (white) in its own hue.
    eyebrow: readableColor(background, [colors.colorSupport, shiftToContrast(colors.colorSupport, background), text]),
  };
}

/** The class that gives a painted element the text colours of its background (`#e8dcc8` → `surface-e8dcc8`). */
export const surfaceClass = (hex: string): string => `surface-${hex.slice(1)}`;

/**
 * The validated hexes of every palette colour `page` mentions (section backgrounds and the like),
 * sorted: the painted surfaces its head styles, so its markup names them by class and carries no
 * theme colour of its own.
 */
export function pageSurfaces(site: SiteData, page: Entity | undefined): string[] {
  if (!page || site.colors.length === 0) return [];
  const hexes = new Set<string>();
  for (const id of mentionedIds(page.data, new Set(site.colors.map((c) => c.id)))) {
    const hex = colorHex(site, id, () => {});
    if (hex) hexes.add(hex);
  }
  return [...hexes].sort();
}
