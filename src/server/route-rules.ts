import * as v from "valibot";
import { readBuildMeta } from "../lib/site/build-meta.ts";

/** One redirect the server answers before static files: a site-relative target (not `//host`) or an https URL, with 301 or 308. */
const RouteRedirectSchema = v.object({
  to: v.pipe(
    v.string(),
    v.check((to) => (to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\")) || to.startsWith("https://")),
  ),
  statusCode: v.picklist([301, 308]),
});
export type RouteRedirect = v.InferOutput<typeof RouteRedirectSchema>;

/** Redirects of the current build, by exact site path (no trailing slash). */
export type RouteRedirects = Map<string, RouteRedirect>;

/** A route rule as the build writes it (`RouteRules`). */
const RouteRuleSchema = v.object({ redirect: RouteRedirectSchema });

/**
 * Reads the route rules of the current build (`builds/latest.json` → `builds/meta/{id}.json`).
 * A build without them (or with unreadable ones) has no redirects; malformed rules are skipped.
 * The build already allow-listed external hosts; this only re-checks the shape.
 */
export async function loadRouteRedirects(clientDir: string): Promise<RouteRedirects> {
  const rules: RouteRedirects = new Map();
  const meta = await readBuildMeta(clientDir);
  if (!meta) return rules;
  for (const [path, rule] of Object.entries(meta.routeRules)) {
    const parsed = v.safeParse(RouteRuleSchema, rule);
    if (path.startsWith("/") && parsed.success) rules.set(trimSlash(path), parsed.output.redirect);
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
