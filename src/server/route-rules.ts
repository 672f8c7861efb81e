import { readBuildMeta } from "./build-meta.ts";

/** One redirect the server answers before static files. */
export interface RouteRedirect {
  to: string;
  statusCode: 301 | 308;
}

/** Redirects of the current build, by exact site path (no trailing slash). */
export type RouteRedirects = Map<string, RouteRedirect>;

const isTarget = (to: unknown): to is string =>
  typeof to === "string" && ((to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\")) || to.startsWith("https://"));

/**
 * Reads the route rules of the current build (`builds/latest.json` → `builds/meta/{id}.json`).
 * A build without them (or with unreadable ones) has no redirects; malformed rules are skipped.
 * The build already allow-listed external hosts; this only re-checks the shape.
 */
export async function loadRouteRedirects(clientDir: string): Promise<RouteRedirects> {
  const rules: RouteRedirects = new Map();
  const meta = await readBuildMeta(clientDir);
  if (!meta) return rules;
  for (const [path, rule] of Object.entries(meta.routeRules ?? {})) {
    const { to, statusCode } = (rule as { redirect?: { to?: unknown; statusCode?: unknown } } | undefined)?.redirect ?? {};
    if (!path.startsWith("/") || !isTarget(to) || (statusCode !== 301 && statusCode !== 308)) continue;
    rules.set(trimSlash(path), { to, statusCode });
  }
  return rules;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * The redirect for a decoded request path, if any, with its Location: an internal target keeps the
 * request's query string; an external one is used as configured.
 */
export function findRedirect(rules: RouteRedirects, pathname: string, search: string): { status: 301 | 308; location: string } | undefined {
  if (rules.size === 0) return undefined;
  const rule = rules.get(trimSlash(pathname));
  if (!rule) return undefined;
  const location = rule.to.startsWith("/") && search && !rule.to.includes("?") ? `${rule.to}${search}` : rule.to;
  return { status: rule.statusCode, location };
}
