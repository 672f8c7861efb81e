/**
 * Hosts whose scripts a `global-settings` entry may load. Entries for any other host are dropped
 * by `/api/getThirdPartyScripts`, so editing content alone can never add a script origin; adding a
 * host here is a code change (and needs the CSP's script-src to allow it too).
 */
const THIRD_PARTY_SCRIPT_HOSTS: ReadonlySet<string> = new Set([
  "plausible.io",
  "consent.cookiebot.com",
  "consentcdn.cookiebot.com",
  "app.usercentrics.eu",
  "web.cmp.usercentrics.eu",
]);

/** A third-party script entry as the site hands it to the page. */
export interface ThirdPartyScript {
  src: string;
  name: string | undefined;
  async: boolean;
  defer: boolean;
}

const FIELD_NAMES = ["thirdPartyScripts", "third-party-scripts", "scripts"];

/**
 * Picks the third-party script entries out of (flattened) `global-settings` items: entries with
 * an `https:` `src`/`url` on an allow-listed host; everything else is dropped.
 */
export function thirdPartyScripts(items: readonly Record<string, unknown>[]): ThirdPartyScript[] {
  const out: ThirdPartyScript[] = [];
  for (const item of items) {
    const data = (item.data ?? {}) as Record<string, unknown>;
    for (const field of FIELD_NAMES) {
      let list = data[field];
      if (list && typeof list === "object" && !Array.isArray(list) && "iv" in list) list = (list as { iv: unknown }).iv;
      if (!Array.isArray(list)) continue;
      for (const entry of list) {
        if (!entry || typeof entry !== "object") continue;
        const e = entry as Record<string, unknown>;
        const src = typeof e.src === "string" ? e.src : typeof e.url === "string" ? e.url : undefined;
        if (!src) continue;
        let url: URL;
        try {
          url = new URL(src);
        } catch {
          continue;
        }
        if (url.protocol !== "https:" || url.username || url.password || url.port || !THIRD_PARTY_SCRIPT_HOSTS.has(url.hostname)) continue;
        out.push({ src: url.href, name: typeof e.name === "string" ? e.name : undefined, async: e.async !== false, defer: e.defer === true });
      }
    }
  }
  return out;
}
