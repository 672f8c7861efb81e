import { alternate } from "./lib/ab.ts";
import type { HttpContext } from "./lib/context.ts";
import type { Target } from "./lib/load.ts";
import { summarize } from "./lib/summarize.ts";
import type { Row } from "./lib/report.ts";

const GZIP = { "Accept-Encoding": "gzip" };

/** Follows redirects from `/` on our server to the prerendered page a visitor lands on. */
export async function landingPath(origin: string): Promise<string> {
  let path = "/";
  for (let hop = 0; hop < 5; hop++) {
    const res = await fetch(origin + path, { headers: GZIP, redirect: "manual" });
    await res.arrayBuffer();
    if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
      const next = new URL(res.headers.get("location")!, origin + path);
      if (next.origin !== origin) throw new Error(`/ redirects off-site to ${next.href}`);
      path = next.pathname + next.search;
      continue;
    }
    if (res.status !== 200) throw new Error(`GET ${path} on our server answered ${res.status}`);
    return path;
  }
  throw new Error("/ redirects more than five times");
}

async function probe(label: string, url: string): Promise<Buffer> {
  const res = await fetch(url, { headers: GZIP, redirect: "manual" });
  const body = await res.arrayBuffer();
  console.log(
    `  ${label} ${res.status} ${res.headers.get("content-type") ?? "?"}, content-encoding ${res.headers.get("content-encoding") ?? "none"}, ${body.byteLength} B decoded`,
  );
  if (res.status !== 200) throw new Error(`${label} GET ${url} answered ${res.status}: the two servers do not serve the same page`);
  return Buffer.from(body);
}

/** Prerendered page requests/s: our production server against nginx on the same live build. */
export async function benchPage(ctx: HttpContext): Promise<Row[]> {
  const path = await landingPath(ctx.oursUrl);
  console.log(`\n[page] GET ${path}${path === "/" ? "" : " (where / redirects)"} with Accept-Encoding: gzip`);
  const page = await probe("ours:    ", ctx.oursUrl + path);
  if (ctx.nginxUrl && !page.equals(await probe("baseline:", ctx.nginxUrl + path))) {
    console.log("  WARNING: the two servers answer with different bytes for this path");
  }
  const ours: Target = { url: ctx.oursUrl + path, headers: GZIP, pid: ctx.oursPid };
  const baseline: Target | undefined = ctx.nginxUrl ? { url: ctx.nginxUrl + path, headers: GZIP, pid: ctx.nginxPid } : undefined;
  const result = await alternate(ctx, ours, baseline);
  return [summarize.rps("prerendered page (req/s)", result, 0.6), ...summarize.perCpu("prerendered page (req per CPU-s)", result, 0.6)];
}
