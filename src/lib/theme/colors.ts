import { safeHex } from "../color.ts";
import type { Entity, SiteData } from "../content/model.ts";
import { firstRef } from "../content/localized.ts";

/** The theme colour fields and the CSS variable each feeds (theme.css `@theme` reads `--theme-*`). */
export const THEME_COLORS = {
  colorMain: "--theme-main",
  colorSupport: "--theme-support",
  colorAccent: "--theme-accent",
  colorNeutral: "--theme-neutral",
  colorBlack: "--theme-black",
  colorWhite: "--theme-white",
} as const;
export type ThemeColorKey = keyof typeof THEME_COLORS;

/** The built-in palette, used when no theme exists or a value is a bad hex (kept in step with theme.css). */
export const DEFAULT_COLORS: Record<ThemeColorKey, string> = {
  colorMain: "#1f3d33",
  colorSupport: "#5b7f6a",
  colorAccent: "#c2643f",
  colorNeutral: "#f3ede2",
  colorBlack: "#22262a",
  colorWhite: "#ffffff",
};

/** The page's theme, else the global default theme, else the first theme. */
export function pickTheme(site: SiteData, page?: Entity): Entity | undefined {
  const byId = (id: string | undefined) => (id ? site.themes.find((t) => t.id === id) : undefined);
  return byId(firstRef(page?.data, "themesettings")) ?? byId(firstRef(site.globalSettings?.data, "defaultTheme")) ?? site.themes[0];
}

/** A theme's six colours, each validated; a bad hex is warned about and replaced by the default. */
export function themeColors(theme: Entity | undefined, warn: (message: string) => void): Record<ThemeColorKey, string> {
  const out = { ...DEFAULT_COLORS };
  if (!theme) return out;
  for (const key of Object.keys(THEME_COLORS) as ThemeColorKey[]) {
    const raw = theme.data[key]?.iv;
    if (raw === undefined) continue;
    const hex = safeHex(raw);
    if (hex) out[key] = hex;
    else warn(`Bad Hex in theme ${theme.id} ${key}: ${JSON.stringify(String(raw).slice(0, 20))}; using ${out[key]}`);
  }
  return out;
}

/**
 * The validated hex of the `colors` item `id`, or undefined. A missing item or a bad hex
 * (`Bad Hex`) is reported through `warn` and never reaches the markup.
 */
export function colorHex(site: SiteData, id: string, warn: (message: string) => void): string | undefined {
  const color = site.colors.find((c) => c.id === id);
  const hex = safeHex(color?.data.hexcode?.iv);
  if (!hex) warn(color ? `Bad Hex in colour ${id}` : `unknown colour ${id}`);
  return hex;
}

/** The validated hex of the page's `backgroundColor` reference, if any. */
export function pageBackground(site: SiteData, page: Entity | undefined, warn: (message: string) => void): string | undefined {
  const id = firstRef(page?.data, "backgroundColor");
  return id ? colorHex(site, id, warn) : undefined;
}
