import * as v from "valibot";
import { formatIssues } from "../../base/issues.ts";
import { localized } from "../content/localized.ts";
import type { SiteData } from "../content/model.ts";
import { challengeSlugRedirects } from "../directory/routes.ts";

/** Hosts an external redirect may lead to. Everything else is dropped at build with a warning. */
const REDIRECT_HOSTS: readonly string[] = ["atemraum.example", "www.atemraum.example", "www.instagram.com"];

/** Redirects kept in code; global-settings `redirects` (Json, optional) adds to them. */
const CONFIGURED_REDIRECTS: readonly unknown[] = [
  { from: "/home", to: "/", status: 301 },
  { from: "/startseite", to: "/", status: 301 },
  { from: "/en/home", to: "/en", status: 301 },
  // German pages have no prefix; `/de/…` exists only for practitioner and challenge details.
  { from: "/de", to: "/", status: 301 },
];

const CLEAN_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%/]*$/;

/** One redirect as configured: `from` a site path, `to` a site path or an https URL, 301 or 308. */
const RedirectSchema = v.object({
  /** A site path, e.g. `/alte-seite`; no query, no `//`. */
  from: v.pipe(
    v.string(),
    v.regex(CLEAN_PATH, "from must be a site path like /old-page"),
    v.check((p) => !p.includes("//") && !p.includes(".."), "from must be a clean path"),
  ),
  /** A site path (`/neu`) or an absolute `https://` URL on an allow-listed host. */
  to: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  status: v.optional(v.picklist([301, 308]), 301),
});
export type Redirect = v.InferOutput<typeof RedirectSchema>;

/** The route rule shape of `builds/meta/{id}.json`: path → redirect. */
export type RouteRules = Record<string, { redirect: { to: string; statusCode: 301 | 308 } }>;

/** Why a target is refused, or undefined when it is a site path or an allow-listed https URL. */
export function targetProblem(to: string, hosts: readonly string[] = REDIRECT_HOSTS): string | undefined {
  if (to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\")) return undefined;
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return "is neither a site path nor a URL";
  }
  if (url.protocol !== "https:") return `uses ${url.protocol}; only https is allowed`;
  if (url.username || url.password) return "carries credentials";
  if (!hosts.includes(url.hostname.toLowerCase())) return `leads to ${url.hostname}, which is not an allowed host`;
  return undefined;
}

const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * Validates redirects: bad shapes, disallowed targets, paths that a page already owns, and
 * repeated sources are dropped with a warning (first wins).
 */
export function validateRedirects(
  inputs: readonly unknown[],
  options: { hosts?: readonly string[]; taken?: (path: string) => boolean; warn?: (message: string) => void } = {},
): Redirect[] {
  const warn = options.warn ?? ((m: string) => console.warn(`[redirects] ${m}`));
  const out: Redirect[] = [];
  const seen = new Set<string>();
  inputs.forEach((input, i) => {
    const parsed = v.safeParse(RedirectSchema, input);
    if (!parsed.success) return warn(`redirect #${i + 1} dropped: ${formatIssues(parsed.issues).join("; ")}`);
    const rule = { ...parsed.output, from: strip(parsed.output.from) };
    const problem = targetProblem(rule.to, options.hosts);
    if (problem) return warn(`redirect ${rule.from} dropped: target ${rule.to} ${problem}`);
    if (rule.to === rule.from) return warn(`redirect ${rule.from} dropped: it leads to itself`);
    if (options.taken?.(rule.from)) return warn(`redirect ${rule.from} dropped: a page lives at that path`);
    if (seen.has(rule.from)) return warn(`redirect ${rule.from} dropped: another redirect has the same source`);
    seen.add(rule.from);
    out.push(rule);
  });
  return out;
}

/** The configured redirects, global-settings `redirects` and the challenges' other-language slugs, validated. */
export function siteRedirects(site: SiteData, taken: (path: string) => boolean, warn?: (message: string) => void): Redirect[] {
  const extra = localized<unknown>(site.globalSettings?.data, "redirects", "de");
  const fromContent = Array.isArray(extra) ? extra : [];
  return validateRedirects([...CONFIGURED_REDIRECTS, ...fromContent, ...challengeSlugRedirects(site)], { taken, warn });
}

/** Redirects as the route rules of the build meta file. */
export function toRouteRules(redirects: readonly Redirect[]): RouteRules {
  return Object.fromEntries(redirects.map((r) => [r.from, { redirect: { to: r.to, statusCode: r.status } }]));
}
