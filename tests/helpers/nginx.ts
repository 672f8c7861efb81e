import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "../../scripts/lib/free-port.ts";
import { deployNginxConfig, type NginxDeployment } from "../../src/server/nginx-config.ts";

export interface Nginx {
  url: string;
  /** The site configuration written from deploy/nginx.conf.template. */
  siteConf: string;
  stop(): Promise<void>;
}

/** Debian's packages (`.ci/run` installs them): nginx, and the brotli_static module the template uses. */
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * The main `nginx.conf` of a foreground nginx (one worker, no access log) that keeps every path
 * inside `dir` and includes `dir/site.conf`; `http` adds directives to its `http` block.
 */
export function nginxMainConfig(dir: string, http: readonly string[] = []): string {
  const t = (name: string) => join(dir, name);
  // nginx drops privileges to `user` only when started as root; its temp folders stay root-owned.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes 1;
daemon off;
pid ${t("nginx.pid")};
error_log ${t("error.log")} warn;
load_module ${BROTLI_MODULE};
events { worker_connections 1024; }
http {
  access_log off;
${http.map((line) => `  ${line}\n`).join("")}  client_body_temp_path ${t("client_body")};
  proxy_temp_path ${t("proxy")};
  fastcgi_temp_path ${t("fastcgi")};
  uwsgi_temp_path ${t("uwsgi")};
  scgi_temp_path ${t("scgi")};
  include ${t("site.conf")};
}
`;
}

/**
 * Starts a real nginx (in the foreground, every path inside `dir`) with the shipped template's
 * configuration for `deployment`, on a free loopback port, and resolves once it answers.
 */
export async function startNginx(dir: string, deployment: Omit<NginxDeployment, "listen">): Promise<Nginx> {
  if (spawnSync("nginx", ["-v"]).error)
    throw new Error("nginx is not installed: `apt-get install nginx-light libnginx-mod-http-brotli-static` (.ci/run installs them)");
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const siteConf = await deployNginxConfig({ ...deployment, listen: `127.0.0.1:${port}` });
  writeFileSync(join(dir, "site.conf"), siteConf);
  const t = (name: string) => join(dir, name);
  writeFileSync(t("nginx.conf"), nginxMainConfig(dir));
  const args = ["-p", dir, "-e", t("error.log"), "-c", t("nginx.conf")];
  const check = spawnSync("nginx", ["-t", "-q", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx rejected the configuration written from the template:\n${check.stderr}`);
  const child = spawn("nginx", args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch (error) {
      if (i >= 100) {
        await stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, siteConf, stop };
}
