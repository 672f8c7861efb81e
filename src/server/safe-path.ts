const PLAIN = /^[A-Za-z0-9/_.~!$&'()*+,;=:@-]*$/;

/** A request path checked for traversal: the decoded pathname, or the status to refuse it with. */
export type PathCheck = { pathname: string; status?: undefined } | { status: 400 | 404; pathname?: undefined };

/**
 * Decodes and checks a request target. `..` segments (raw or percent-encoded, once or twice),
 * backslashes, NUL and control characters are refused with 400; dot-segments naming hidden
 * files (`/.git/HEAD`) with 404. The static index never touches the disk with a request path,
 * so this is defence in depth and a clear answer.
 */
export function checkPath(target: string): PathCheck {
  if (!target.startsWith("/")) return { status: 400 };
  const query = target.indexOf("?");
  const raw = query < 0 ? target : target.slice(0, query);
  // Fast path for the common case: nothing encoded, no dot-segment, no odd character.
  if (PLAIN.test(raw) && !raw.includes("/.")) return { pathname: raw };
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return { status: 400 };
  }
  // A second decoding pass catches %252e%252e and friends that some layers decode again.
  let twice = pathname;
  try {
    twice = decodeURIComponent(pathname);
  } catch {
    // Not decodable twice: the single decoding is what counts.
  }
  for (const candidate of [pathname, twice]) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return { status: 400 };
    if (candidate.split("/").some((segment) => segment === ".." || segment === ".")) return { status: 400 };
  }
  if (pathname.split("/").some((segment) => segment.startsWith(".") && segment !== ".well-known")) return { status: 404 };
  return { pathname };
}
