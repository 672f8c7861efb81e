import type { AssetInfo } from "../content/model.ts";
import { DEFAULT_LANG, type Lang } from "../../i18n/locales.ts";
import type { FocusPoint } from "./focus.ts";
import { IMAGE_CACHE_SECONDS, IMAGE_FORMAT, IMAGE_WIDTHS } from "./variants.ts";

/**
 * `sizes` of an image that may span its section: at most the widest section (`max-w-7xl`, 80rem;
 * content pages have no page container of their own), else the viewport. Images in columns are
 * narrower, so browsers may fetch one candidate larger than needed, never a smaller one.
 */
export const CONTENT_SIZES = "(min-width: 80rem) 80rem, 100vw";

// Raster types the service re-encodes well; SVG is served as stored, GIF too (keeps its animation as is).
const RESIZABLE: ReadonlySet<string> = new Set(["image/png", "image/jpeg", "image/webp", "image/avif"]);
// `src` (for anything ignoring `srcset`) is the largest candidate up to this width.
const SRC_WIDTH = 800;

/** Attributes of an `<img>` for an asset. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The asset URL of one WebP variant: `width` px wide, or the intrinsic width when absent. */
export function variantUrl(url: string, width?: number): string {
  const query = new URLSearchParams();
  if (width !== undefined) query.set("width", String(width));
  query.set("format", IMAGE_FORMAT);
  query.set("cache", String(IMAGE_CACHE_SECONDS));
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

/**
 * `src`/`srcSet`/`sizes` for a raster asset of known width: WebP variants at every allowed width
 * below the intrinsic one, plus one at the intrinsic width itself (unless that is beyond the
 * largest allowed width, which is then the largest candidate). Other assets keep their URL.
 */
export function imageSources(asset: Pick<AssetInfo, "url" | "mimeType" | "width">, sizes: string = CONTENT_SIZES): ImageSources {
  const intrinsic = asset.width;
  if (!RESIZABLE.has(asset.mimeType) || !intrinsic) return { src: asset.url };
  const candidates: { url: string; width: number }[] = IMAGE_WIDTHS.filter((w) => w < intrinsic).map((width) => ({ url: variantUrl(asset.url, width), width }));
  if (intrinsic <= IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!) candidates.push({ url: variantUrl(asset.url), width: intrinsic });
  const src = candidates.findLast((c) => c.width <= SRC_WIDTH) ?? candidates[0]!;
  return { src: src.url, srcSet: candidates.map((c) => `${c.url} ${c.width}w`).join(", "), sizes };
}

// The image views' other attributes sit here, beside `imageSources`, so the builder's up-front code
// (which renders the views) loads them without a chunk of their own.

/** CSS `object-position` for a focus point: `-1,-1` → `0% 0%`, the centre → `50% 50%`. */
export function objectPosition(focus: FocusPoint): string {
  const percent = (value: number) => `${Math.round((value + 1) * 500) / 10}%`;
  return `${percent(focus.x)} ${percent(focus.y)}`;
}

/**
 * The alternative text a view shows: its own when it has one, else the asset's in the page's
 * language, else the asset's German one (as content falls back to German), else empty (decorative).
 */
export function altText(own: string | undefined, asset: Pick<AssetInfo, "alt">, lang: Lang): string {
  return own?.trim() || asset.alt?.[lang] || asset.alt?.[DEFAULT_LANG] || "";
}
