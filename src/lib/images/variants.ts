/**
 * The image variants the site asks the content service for, in one place: the image views build
 * their `srcset` from these, and the `/cms` proxy lets anonymous visitors request nothing else,
 * so the public cannot make the service encode arbitrary sizes.
 */

/** Widths (px) of the `srcset` candidates. */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;

/** Output formats a visitor may ask for (`format=`), lower-case as the views write them. */
const IMAGE_FORMATS = ["webp", "avif", "jpeg", "png"] as const;

/** The format the views request: smaller than PNG/JPEG and decoded by every current browser. */
export const IMAGE_FORMAT = "webp" satisfies (typeof IMAGE_FORMATS)[number];

/**
 * `cache=` the views add: the service then answers `Cache-Control: public, max-age=31536000` and
 * the proxy passes it on, so a visitor's browser keeps an image instead of revalidating it on every
 * page. Safe because asset URLs carry the file version (`src/lib/site/load.ts`): a replaced file
 * gets a new URL with the next build, the old URL keeps naming the old bytes.
 */
export const IMAGE_CACHE_SECONDS = 31_536_000;

const WIDTHS: ReadonlySet<string> = new Set(IMAGE_WIDTHS.map(String));
const FORMATS: ReadonlySet<string> = new Set(IMAGE_FORMATS);

/** True when an anonymous visitor may pass `key=value` to an asset file: a value the views use, exactly. */
export function isPublicImageParam(key: string, value: string): boolean {
  if (key === "width") return WIDTHS.has(value);
  if (key === "format") return FORMATS.has(value);
  if (key === "cache") return value === String(IMAGE_CACHE_SECONDS);
  return false;
}
