import type { Route } from "./context.ts";

interface Compiled {
  route: Route;
  segments: string[];
  rest: string | undefined;
}

/** The outcome of matching a path: a route with its params, a 405 (path known, method not), or nothing. */
export type Match = { route: Route; params: Record<string, string> } | { methodNotAllowed: true; allow: string[] } | undefined;

function split(path: string): string[] {
  const parts = path.split("/").filter((part, i, all) => part !== "" || (i > 0 && i < all.length - 1));
  return parts;
}

/**
 * Matches `:name` segments (one segment each, percent-decoded) and a trailing `*name` (the rest of the
 * path). A trailing slash is accepted. Names are case-sensitive.
 */
export function createRouter(routes: Route[]): (method: string, pathname: string) => Match {
  const compiled: Compiled[] = routes.map((route) => {
    const segments = split(route.path);
    const last = segments.at(-1);
    const rest = last?.startsWith("*") ? last.slice(1) : undefined;
    return { route, segments: rest !== undefined ? segments.slice(0, -1) : segments, rest };
  });
  return (method, pathname) => {
    let raw = pathname.split("/").slice(1);
    if (raw.length > 1 && raw.at(-1) === "") raw = raw.slice(0, -1);
    const allow = new Set<string>();
    for (const c of compiled) {
      const params = matchSegments(c, raw);
      if (!params) continue;
      if (c.route.method === method || (method === "HEAD" && c.route.method === "GET")) return { route: c.route, params };
      allow.add(c.route.method);
    }
    return allow.size ? { methodNotAllowed: true, allow: [...allow] } : undefined;
  };
}

function matchSegments(c: Compiled, raw: string[]): Record<string, string> | undefined {
  if (c.rest === undefined ? raw.length !== c.segments.length : raw.length < c.segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < c.segments.length; i++) {
    const pattern = c.segments[i]!;
    let value: string;
    try {
      value = decodeURIComponent(raw[i]!);
    } catch {
      return undefined;
    }
    if (pattern.startsWith(":")) {
      if (value === "") return undefined;
      params[pattern.slice(1)] = value;
    } else if (pattern !== value) return undefined;
  }
  if (c.rest !== undefined) params[c.rest] = raw.slice(c.segments.length).join("/");
  return params;
}
