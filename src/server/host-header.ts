/** A DNS name or IPv4 address (labels of letters, digits, `-` and `_`, optional final dot), or an IPv6 literal in brackets; then an optional port. */
const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * True for a `Host` header the site can build its request URL from: `host[:port]` or
 * `[ipv6][:port]` that the URL parser accepts (valid IPv4 and IPv6, port ≤ 65535). Userinfo
 * (`a@b`), paths, percent-encoding and spaces are refused. A missing Host (HTTP/1.0) is allowed:
 * the adapter falls back to `localhost`.
 */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  return host.length <= 261 && HOST.test(host) && URL.canParse(`http://${host}/`);
}
