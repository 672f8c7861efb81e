/**
 * Link targets content may use: site-relative paths (`/…`, `#…`, `?…`), `https:`,
 * `mailto:` and `tel:`. Everything else (javascript:, data:, http:, protocol-relative `//host`,
 * control characters) is refused.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const url = value.trim();
  if (url === "" || url.length > 2048) return undefined;
  // Control characters and whitespace inside a URL are how `java\tscript:` slips through parsers.
  // eslint-disable-next-line no-control-regex -- the control characters are what this check looks for
  if (/[\u0000-\u001f\u007f\s\\]/.test(url)) return undefined;
  if (url.startsWith("/")) return url.startsWith("//") ? undefined : url;
  if (url.startsWith("#") || url.startsWith("?")) return url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "https") {
    try {
      const parsed = new URL(url);
      return parsed.hostname ? url : undefined;
    } catch {
      return undefined;
    }
  }
  if (scheme === "mailto" || scheme === "tel") return url.length > scheme.length + 1 ? url : undefined;
  return undefined;
}

/** True for an absolute `https:` URL (opens another site: `rel="noopener"`). */
export function isExternal(url: string): boolean {
  return /^https:/i.test(url);
}
