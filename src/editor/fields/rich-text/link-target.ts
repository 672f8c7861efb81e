import { safeUrl } from "../../../lib/safe-url.ts";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DOMAIN = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(?::\d+)?(?:[/?#]|$)/u;
const EMAIL = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/u;

/**
 * The target a link typed into the rich-text editor gets, or undefined when it is not one content may
 * use (`/path`, `#…`, `?…`, `https:`, `mailto:`, `tel:`, as `safeUrl` allows). As people type addresses,
 * a bare domain (`example.org/kurse`) becomes `https://…` and a bare e-mail address `mailto:…`.
 */
export function linkTarget(input: string): string | undefined {
  const url = input.trim();
  if (!SCHEME.test(url)) {
    if (EMAIL.test(url)) return safeUrl(`mailto:${url}`);
    if (DOMAIN.test(url)) return safeUrl(`https://${url}`);
  }
  return safeUrl(url);
}
