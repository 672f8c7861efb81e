/**
 * A safe same-origin redirect target: a path starting with a single `/`, no backslash, no control
 * characters or whitespace, no encoded slash/backslash, that resolves to `origin`. Anything else gives `fallback`.
 */
export function safeReturnTo(value: unknown, origin: string, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u0020\u007f-\u009f]/.test(value)) return fallback;
  if (/%(2f|5c|09|0a|0d|00)/i.test(value) || value.startsWith("/%2")) return fallback;
  try {
    const resolved = new URL(value, origin);
    if (resolved.origin !== new URL(origin).origin) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
