import type { Plugin } from "vite";

/**
 * Key prefixes (before the first dot) of UI strings only server-rendered pages use: the admin area,
 * the page admin, account and login pages, the site's frame (navigation, footer, name), error,
 * offline and recipient pages, the newsletter page and the app manifest.
 */
export const SERVER_ONLY_PREFIXES = [
  "account",
  "admin",
  "app",
  "error",
  "footer",
  "login",
  "manage",
  "nav",
  "newsletter",
  "notFound",
  "offline",
  "present",
  "site",
] as const;

const CATALOG = /[\\/]src[\\/]i18n[\\/](de|en)\.json$/;

/** One language's catalog without the strings only the server renders (`SERVER_ONLY_PREFIXES`). */
export function browserCatalog(json: string): string {
  const all = JSON.parse(json) as Record<string, string>;
  const kept = Object.entries(all).filter(([key]) => !(SERVER_ONLY_PREFIXES as readonly string[]).includes(key.split(".")[0]!));
  return JSON.stringify(Object.fromEntries(kept));
}

/**
 * A Vite plugin: the browser's copies of `src/i18n/{de,en}.json` (the per-language chunks
 * `#ui-strings` loads for islands and the builder) leave out the strings only server-rendered pages
 * use (`SERVER_ONLY_PREFIXES`; ≈ 4 KB gzip less on "Bearbeiten"). The server's
 * bundle keeps every string.
 */
export function browserStrings(): Plugin {
  return {
    name: "baukasten:browser-strings",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr || !CATALOG.test(id.split("?")[0]!)) return undefined;
      return { code: browserCatalog(code), map: null };
    },
  };
}
