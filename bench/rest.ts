import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { alternate } from "./lib/ab.ts";
import type { HttpContext } from "./lib/context.ts";
import type { Target } from "./lib/load.ts";
import type { Row } from "./lib/report.ts";
import { summarize } from "./lib/summarize.ts";

/** Where nginx serves the copy of the endpoint's answer. */
export const STATIC_PATH = "/__bench/rest.json";

export interface RestRequest {
  body: string;
  headers: Record<string, string>;
}

/**
 * Asks `/api/rest` twice (the second answer comes from the server-side cache), checks it is a
 * `{items,total}` list, and writes the exact body into `file` for nginx to serve statically.
 */
export async function prepareRest(oursUrl: string, app: string, schema: string, file: string): Promise<RestRequest> {
  const body = JSON.stringify({ url: `api/content/${app}/${schema}`, language: "de", cache: true });
  // The site's CSRF guard wants a same-origin Origin on state-changing methods.
  const headers = { "Content-Type": "application/json", Origin: oursUrl };
  let text = "";
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${oursUrl}/api/rest`, { method: "POST", headers, body });
    text = await res.text();
    if (res.status !== 200) throw new Error(`POST /api/rest ${body} answered ${res.status}: ${text.slice(0, 500)}`);
  }
  const parsed = JSON.parse(text) as { items?: unknown[]; total?: number };
  if (!Array.isArray(parsed.items)) throw new Error(`POST /api/rest answered without items: ${text.slice(0, 500)}`);
  writeFileSync(file, text);
  console.log(`\n[rest] POST /api/rest ${body}: ${parsed.items.length} items of ${parsed.total}, ${Buffer.byteLength(text)} B`);
  return { body, headers };
}

/** A cached `/api/rest` hit against nginx serving the same JSON as a file. */
export async function benchRest(ctx: HttpContext, request: RestRequest): Promise<Row[]> {
  const ours: Target = { url: `${ctx.oursUrl}/api/rest`, method: "POST", headers: request.headers, body: request.body, pid: ctx.oursPid };
  const baseline: Target | undefined = ctx.nginxUrl ? { url: ctx.nginxUrl + STATIC_PATH, pid: ctx.nginxPid } : undefined;
  if (ctx.nginxUrl) {
    const res = await fetch(ctx.nginxUrl + STATIC_PATH);
    const text = await res.text();
    if (res.status !== 200) throw new Error(`nginx ${STATIC_PATH} answered ${res.status}`);
    console.log(`  baseline: GET ${STATIC_PATH} from nginx, ${res.headers.get("content-type")}, ${Buffer.byteLength(text)} B`);
  }
  const result = await alternate(ctx, ours, baseline);
  return [
    summarize.rps("/api/rest cached (req/s)", result, 0.5),
    ...summarize.perCpu("/api/rest cached (req per CPU-s)", result, 0.5),
    summarize.p99("/api/rest cached p99 (ms)", result, 10),
  ];
}

export function restFile(tmp: string): string {
  return join(tmp, "rest.json");
}
