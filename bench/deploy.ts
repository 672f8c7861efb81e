/**
 * The production deployment (deploy/, docs/deploy.md), two comparisons on one prerendered page:
 * (a) through the nginx front (the shipped template over the live build, the site process behind
 * it) against nginx alone (the baseline configuration) on the same files; (b) the site server
 * alone against a bare `node:http` handler sending the same bytes, per CPU-second.
 */
import { writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { freePort } from "../scripts/lib/free-port.ts";
import { alternate } from "./lib/ab.ts";
import type { HttpContext } from "./lib/context.ts";
import { waitForHttp } from "./lib/http.ts";
import { startDeployNginx, startNginx } from "./lib/nginx.ts";
import { start, stop } from "./lib/proc.ts";
import type { Row } from "./lib/report.ts";
import { summarize } from "./lib/summarize.ts";
import { landingPath } from "./page.ts";

const GZIP = { "Accept-Encoding": "gzip" };
/** nginx's own ETag: the page came from the file, not from the site process behind. */
const NGINX_ETAG = /^"[0-9a-f]+-[0-9a-f]+"$/;

/** One GET as sent: status, headers and body bytes, not decoded. */
function rawGet(url: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: GZIP, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") headers[name] = value;
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

export interface DeployBenchOptions {
  root: string;
  /** DATA_DIR/builds/live of the site process at `ctx.oursUrl`. */
  liveDir: string;
  tmp: string;
  cpu: string | undefined;
}

export async function benchDeploy(ctx: HttpContext, o: DeployBenchOptions): Promise<Row[]> {
  const path = await landingPath(ctx.oursUrl);
  console.log(`\n[deploy] GET ${path} with Accept-Encoding: gzip`);
  const rows: Row[] = [];

  // (a) Against nginx alone as tuned for a folder that never changes (open-file cache), and as it
  // must run over a folder swapped under it (no cache: the front's setting, so that it follows the
  // live symlink at once): the second isolates what the front's headers and lookups cost.
  const front = await startDeployNginx({
    dir: join(o.tmp, "nginx-front"),
    port: await freePort(),
    liveDir: o.liveDir,
    upstreams: [new URL(ctx.oursUrl).host],
    cpu: o.cpu,
  });
  try {
    const viaFront = await rawGet(front.url + path);
    console.log(`  front: ${viaFront.status}, ETag ${viaFront.headers.etag}, ${viaFront.body.length} B ${viaFront.headers["content-encoding"] ?? "identity"}`);
    if (!NGINX_ETAG.test(viaFront.headers.etag ?? "")) throw new Error(`the front did not serve ${path} from the live build (ETag ${viaFront.headers.etag})`);
    for (const cached of [true, false]) {
      const label = cached ? "nginx alone (open_file_cache)" : "nginx alone (no open_file_cache)";
      const alone = await startNginx({
        dir: join(o.tmp, `nginx-alone-${cached}`),
        port: await freePort(),
        root: o.liveDir,
        cpu: o.cpu,
        gzipStatic: true,
        openFileCache: cached,
      });
      try {
        if (!viaFront.body.equals((await rawGet(alone.url + path)).body)) console.log(`  WARNING: the front and ${label} answer with different bytes`);
        console.log(`  (a) ours = the nginx front, baseline = ${label} on the same folder`);
        const result = await alternate(
          ctx,
          { url: front.url + path, headers: GZIP, pid: front.child.pid },
          { url: alone.url + path, headers: GZIP, pid: alone.child.pid },
        );
        rows.push(
          summarize.rps(`page: nginx front vs ${label} (req/s)`, result, 0.95),
          ...summarize.perCpu(`page: nginx front vs ${label} (req per CPU-s)`, result, 0.95),
        );
      } finally {
        await stop(alone.child);
      }
    }
  } finally {
    await stop(front.child);
  }

  // (b) The same status, headers and bytes from a handler that does nothing else.
  const sent = await rawGet(ctx.oursUrl + path);
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, "transfer-encoding": _te, ...headers } = sent.headers;
  const file = join(o.tmp, "bare-response.json");
  writeFileSync(file, JSON.stringify({ status: sent.status, headers, body: sent.body.toString("base64") }));
  const bare = start(process.execPath, [join(o.root, "bench/lib/bare-http.ts"), file], { cpu: o.cpu, cwd: o.root });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      bare.stdout?.on("data", (d: Buffer) => {
        out += d;
        const m = /Listening on (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      bare.on("exit", (code) => reject(new Error(`bench/lib/bare-http.ts exited (${code})`)));
    });
    await waitForHttp(url + path, 10_000);
    console.log(`  (b) ours = the site server alone, baseline = bare node:http with the same ${sent.body.length} B`);
    const result = await alternate(ctx, { url: ctx.oursUrl + path, headers: GZIP, pid: ctx.oursPid }, { url: url + path, headers: GZIP, pid: bare.pid });
    rows.push(
      ...summarize.perCpu("page: site server vs bare node:http (req per CPU-s)", result, 0.95),
      summarize.rps("page: site server vs bare node:http (req/s)", result, 0.95),
    );
  } finally {
    await stop(bare);
  }
  return rows;
}
