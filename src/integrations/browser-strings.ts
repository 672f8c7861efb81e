import * as v from "valibot";
import type { Plugin } from "vite";
import { parseOrThrow } from "../lib/parse.ts";

/** A language's UI strings: flat dotted keys to texts. */
const CatalogSchema = v.record(v.string(), v.string());

/**
 * Key prefixes (before the first dot) of UI strings only server-rendered pages use: the admin area,
 * the page admin, account, users, invitation and login pages, the booking and cancel pages (and the
 * texts the booking island gets from its page as a prop), the flush-cache screen, the outbox, the
 * site's frame (navigation, footer, name), error, offline and recipient pages, the newsletter page,
 * the registration pages (their island gets its texts as props),
 * the app manifest, and the mails the server writes.
 */
export const SERVER_ONLY_PREFIXES = [
  "account",
  "admin",
  "app",
  "bookingPage",
  "bookings",
  "contact",
  "error",
  "flush",
  "footer",
  "invite",
  "login",
  "mail",
  "manage",
  "messages",
  "nav",
  "newsletter",
  "notFound",
  "offline",
  "outbox",
  "present",
  "registration",
  "site",
  "users",
] as const;

/**
 * Key prefixes of UI strings only code loaded on demand shows: the labels of a form's choices
 * (`option`, with the heavy controls), the builder's page hints (with the checker), its conflict
 * texts (with the conflict and versions dialogs), its page settings and the texts of its pickers (asset, reference, icon) and component
 * fields (with the block form). They come in a language's second chunk, `de.json?later`, which such
 * code awaits (`withLaterStrings`), so they never weigh on the builder's first load; `check:size`
 * fails when that first load names one.
 */
export const LATER_PREFIXES = [
  "option",
  "builder.hints",
  "builder.conflict",
  "builder.picker",
  "builder.assets",
  "builder.references",
  "builder.icons",
  "builder.components",
  "builder.links",
  "builder.settings",
] as const;

/** A key `LATER_PREFIXES` names. */
export function isLaterKey(key: string): boolean {
  return LATER_PREFIXES.some((prefix) => key.startsWith(`${prefix}.`));
}

const CATALOG = /[\\/]src[\\/]i18n[\\/](de|en)\.json$/;

/** Which of a browser catalog's two chunks: the strings loaded with a language, or those loaded later (`LATER_PREFIXES`). */
export type CatalogPart = "now" | "later";

/** One language's catalog without the strings only the server renders (`SERVER_ONLY_PREFIXES`), cut to one `part`. */
export function browserCatalog(json: string, part: CatalogPart = "now"): string {
  const all = parseOrThrow(CatalogSchema, JSON.parse(json), "UI string catalog");
  const kept = Object.entries(all).filter(([key]) => {
    if ((SERVER_ONLY_PREFIXES as readonly string[]).includes(key.split(".")[0]!)) return false;
    return isLaterKey(key) === (part === "later");
  });
  return JSON.stringify(Object.fromEntries(kept));
}

/**
 * A Vite plugin: the browser's copies of `src/i18n/{de,en}.json` (the per-language chunks
 * `#ui-strings` loads for islands and the builder) leave out the strings only server-rendered pages
 * use (`SERVER_ONLY_PREFIXES`; ≈ 4 KB gzip less on "Bearbeiten") and those loaded later
 * (`LATER_PREFIXES`), which `de.json?later` holds alone. The server's bundle keeps every string;
 * so do unit tests, which run browser modules as the server does (`{ laterOnly: true }`: only the
 * later part is made, for the modules that load it).
 */
export function browserStrings({ laterOnly = false }: { laterOnly?: boolean } = {}): Plugin {
  return {
    name: "baukasten:browser-strings",
    enforce: "pre",
    transform(code, id, options) {
      const [path, query = ""] = id.split("?");
      if (!CATALOG.test(path!)) return undefined;
      // Vite's JSON plugin does not take an id with a query of its own, so the later part comes as a module.
      if (new URLSearchParams(query).has("later")) return { code: `export default ${browserCatalog(code, "later")};`, map: null };
      return options?.ssr || laterOnly ? undefined : { code: browserCatalog(code), map: null };
    },
  };
}
