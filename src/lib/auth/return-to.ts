/**
 * A safe same-origin redirect target: a path starting with a single `/`, no backslash, no control
 * characters or whitespace, no encoded slash/backslash, that still names a path of `origin` after
 * the URL parser has resolved its dot-segments (`/.//evil.test` resolves to `//evil.test`, which a
 * browser reads as another host). Anything else gives `fallback`.
 */
export function safeReturnTo(value: unknown, origin: string, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u0020\u007f-\u009f]/.test(value)) return fallback;
  if (/%(2f|5c|09|0a|0d|00)/i.test(value) || value.startsWith("/%2")) return fallback;
  try {
    const expected = new URL(origin).origin;
    const resolved = new URL(value, expected);
    const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // The path that is sent is checked, not the one that was received.
    if (resolved.origin !== expected || target.startsWith("//")) return fallback;
    return target;
  } catch {
    return fallback;
  }
}
