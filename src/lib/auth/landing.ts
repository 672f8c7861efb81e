import { safeReturnTo } from "./return-to.ts";

/** Pages a login never lands on: the login pages and the error screens (their URL is not the page that failed). */
const NOT_LANDINGS = new Set(["/login", "/en/login", "/404", "/500"]);
const isLanding = (target: string) => !NOT_LANDINGS.has(new URL(target, "http://x").pathname.replace(/\/+$/, ""));

/**
 * Where a login from the login page at `url` should land: the `returnTo` its link carried, else
 * the page the visitor came from when the Referer is one of the site's `origins`, else `home`.
 * Every candidate goes through `safeReturnTo`; the login and error pages never count.
 */
export function loginLanding(url: URL, referer: string | null, origins: readonly string[], home: string): string {
  const pick = (value: string | null | undefined) => {
    const target = safeReturnTo(value, url.origin, "");
    return target && isLanding(target) ? target : undefined;
  };
  const fromLink = pick(url.searchParams.get("returnTo"));
  if (fromLink) return fromLink;
  let cameFrom: string | undefined;
  try {
    const ref = referer ? new URL(referer) : undefined;
    if (ref && origins.includes(ref.origin)) cameFrom = pick(`${ref.pathname}${ref.search}`);
  } catch {
    // A malformed Referer counts as none.
  }
  return cameFrom ?? home;
}
