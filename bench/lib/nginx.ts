import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync, type ChildProcess } from "node:child_process";
import { deployNginxConfig } from "../../src/server/nginx-config.ts";
import { nginxMainConfig } from "../../tests/helpers/nginx.ts";
import { start } from "./proc.ts";
import { waitForHttp } from "./http.ts";

export interface NginxOptions {
  /** Folder for the config, pid, logs and nginx's temp paths. */
  dir: string;
  port: number;
  /** Document root: a rendered build (`DATA_DIR/builds/live`, or a copy). */
  root: string;
  /** Extra exact-path locations served from files outside the root: URL path → file. */
  files?: Record<string, string>;
  cpu: string | undefined;
  /** Also serve precompressed `.gz` siblings (`gzip_static on`): our server keeps compressed bytes in memory. */
  gzipStatic?: boolean;
  /** Cache descriptors and stats of served files (default true): only right for a folder that does not change under nginx. */
  openFileCache?: boolean;
}

export function nginxVersion(): string | undefined {
  const r = spawnSync("nginx", ["-v"], { encoding: "utf8" });
  if (r.error || r.status !== 0) return undefined;
  return (r.stderr || r.stdout).trim().replace(/^nginx version:\s*/, "");
}

/**
 * The nginx baseline config: one worker, sendfile, gzip, no access log, every
 * path inside `dir`, loopback only; plus an open-file cache, as the build never changes during a run.
 */
export function nginxConfig(o: NginxOptions): string {
  const t = (name: string) => join(o.dir, name);
  const extra = Object.entries(o.files ?? {})
    .map(([path, file]) => `    location = ${path} { default_type application/json; alias ${file}; }`)
    .join("\n");
  // nginx drops privileges to `user` only when started as root; the temp folders stay root-owned.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes 1;
daemon off;
pid ${t("nginx.pid")};
error_log ${t("error.log")} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
${
  o.openFileCache === false
    ? ""
    : `  # Our server keeps the build's files in memory; nginx's equivalent is caching descriptors and stats.
  open_file_cache max=10000 inactive=60s;
  open_file_cache_valid 60s;
`
}  keepalive_requests 1000000;
  gzip on;${o.gzipStatic ? "\n  gzip_static on;" : ""}
  client_body_temp_path ${t("client_body")};
  proxy_temp_path ${t("proxy")};
  fastcgi_temp_path ${t("fastcgi")};
  uwsgi_temp_path ${t("uwsgi")};
  scgi_temp_path ${t("scgi")};
  server {
    listen 127.0.0.1:${o.port};
    server_name localhost;
    root ${o.root};
    index index.html;
${extra}
    location / { try_files $uri $uri/ $uri.html =404; }
  }
}
`;
}

/** Starts nginx in the foreground (tracked, so teardown stops it) and waits until it answers. */
export async function startNginx(o: NginxOptions): Promise<{ child: ChildProcess; url: string }> {
  return runNginx(o.dir, o.port, nginxConfig(o), o.cpu);
}

/**
 * The shipped deployment (deploy/nginx.conf.template, as `npm run nginx-config` writes it) in
 * front of `upstreams`, under the same main settings as the baseline: one worker, sendfile, no
 * access log, every path inside `dir`.
 */
export async function startDeployNginx(o: {
  dir: string;
  port: number;
  liveDir: string;
  upstreams: string[];
  cpu: string | undefined;
}): Promise<{ child: ChildProcess; url: string }> {
  const site = await deployNginxConfig({ listen: `127.0.0.1:${o.port}`, liveDir: o.liveDir, upstreams: o.upstreams, uploadLimit: 10 * 1024 * 1024 });
  const t = (name: string) => join(o.dir, name);
  mkdirSync(o.dir, { recursive: true });
  writeFileSync(t("site.conf"), site);
  const main = nginxMainConfig(o.dir, ["sendfile on;", "tcp_nopush on;", "keepalive_requests 1000000;"]);
  return runNginx(o.dir, o.port, main, o.cpu);
}

async function runNginx(dir: string, port: number, config: string, cpu: string | undefined): Promise<{ child: ChildProcess; url: string }> {
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, config);
  const test = spawnSync("nginx", ["-t", "-q", "-p", dir, "-e", join(dir, "error.log"), "-c", conf], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx rejected the generated config:\n${test.stderr}`);
  const child = start("nginx", ["-p", dir, "-e", join(dir, "error.log"), "-c", conf], { cpu });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 10_000, () => (child.exitCode !== null ? `nginx exited: ${stderr}` : undefined));
  return { child, url };
}
