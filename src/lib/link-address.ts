import { safeUrl } from "./safe-url.ts";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// A host of dotted labels ending in a name of letters (`example.org`, `www.müller-yoga.de`), then a path, query, fragment or the end
// (with a port, `example.org:8080` reads as a scheme and is refused).
const DOMAIN = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?:[/?#]|$)/u;
const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/u;

/**
 * The address a typed link is stored and rendered as, or undefined when content may not use it.
 * What `safeUrl` allows stays as typed (`/path`, `#…`, `?…`, `https://…`, `mailto:`, `tel:`); as people
 * type addresses, a bare domain (`example.org`, `www.example.org/x`) becomes `https://…` and a bare
 * e-mail address `mailto:…`. Any other scheme (`javascript:`, `data:`, `http:`) stays refused. The
 * builder's link fields, the rich-text editor and the menu editor apply it where an editor types;
 * the server applies it again where it stores or renders a typed address.
 */
export function linkAddress(input: unknown): string | undefined {
  if (typeof input !== "string") return undefined;
  const url = input.trim();
  if (!SCHEME.test(url)) {
    if (EMAIL.test(url)) return safeUrl(`mailto:${url}`);
    if (DOMAIN.test(url)) return safeUrl(`https://${url}`);
  }
  return safeUrl(url);
}
