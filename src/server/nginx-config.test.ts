import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "../lib/http/security-headers.ts";
import { IMMUTABLE, REVALIDATE, SHORT } from "./cache-policy.ts";
import { TYPES } from "./mime.ts";
import { deployNginxConfig, nginxConfig, NGINX_TEMPLATE } from "./nginx-config.ts";

const deployment = { listen: "8080", liveDir: "/srv/site/data/builds/live", upstreams: ["127.0.0.1:4321", "127.0.0.1:4322"], uploadLimit: 10 * 1024 * 1024 };
const hashes = ["'sha256-abc='", "'sha256-def='"];

describe("nginx configuration from deploy/nginx.conf.template", () => {
  it("fills every placeholder with the deployment's values and the site's own header values and types", async () => {
    const conf = await deployNginxConfig({ ...deployment, scriptHashes: hashes });
    expect(conf).not.toMatch(/\{\{/);
    expect(conf).toContain("    server 127.0.0.1:4321 max_fails=1 fail_timeout=5s;\n    server 127.0.0.1:4322");
    expect(conf).toContain("root /srv/site/data/builds/live;");
    expect(conf).toContain("listen 8080;");
    for (const value of [IMMUTABLE, REVALIDATE, SHORT]) expect(conf).toContain(`"${value}"`);
    // Every header value the site sends, for documents and other files, with and without TLS.
    for (const html of [false, true])
      for (const secure of [false, true])
        for (const value of Object.values(securityHeaders({ html, secure, scriptHashes: hashes }))) expect(conf).toContain(`"${value}"`);
    for (const ext of Object.keys(TYPES)) expect(conf).toMatch(new RegExp(`^ {8}\\S+ (\\S+ )*${ext.slice(1)}[ ;]`, "m"));
    expect(conf).toContain("client_max_body_size 11m;");
  });

  it("refuses a template with a placeholder it has no value for, and a deployment without site processes", async () => {
    const template = readFileSync(NGINX_TEMPLATE, "utf8");
    await expect(nginxConfig(`${template}\n# {{NO_SUCH_VALUE}}`, { ...deployment, scriptHashes: [] })).rejects.toThrow("NO_SUCH_VALUE");
    await expect(nginxConfig(template, { ...deployment, upstreams: [], scriptHashes: [] })).rejects.toThrow("site process");
  });
});
