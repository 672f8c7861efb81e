import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { siteEnv } from "../helpers/site-env.ts";
import { spawnUntil } from "../helpers/spawn-until.ts";
import { pageId } from "../../scripts/seed/data/pages.ts";
import { createEmbeddedService } from "../../src/lib/cms/embedded.ts";
import { siteCmsClient } from "../../src/lib/cms/index.ts";
import { loadConfig } from "../../src/lib/config.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const base = join(ROOT, "tests", ".tmp", "fresh-build");
mkdirSync(base, { recursive: true });
const dataDir = mkdtempSync(join(base, "data-"));
// A build of its own inside the project (its server entry imports the project's packages), so the
// other test files keep serving dist/.
const outDir = mkdtempSync(join(base, "build-"));
const env = siteEnv({ DATA_DIR: dataDir, BUILD_OUT_DIR: relative(ROOT, outDir), HOST: "127.0.0.1", PORT: "0" });
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

/** Runs a script of the project to its end (killed after 300 s, code null); resolves with its exit code and output. */
function run(script: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 300_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** `npm start` until it listens (a build first when needed: ~15 s idle, several times that at load). */
async function start(): Promise<{ output: () => string; url: string; stop: () => Promise<void> }> {
  const server = await spawnUntil(process.execPath, [join(ROOT, "scripts/start.ts")], { cwd: ROOT, env }, /Listening on (http:\/\/\S+)/, 300_000);
  return { output: server.output, url: server.match[1]!, stop: server.stop };
}

/** The live build of the store (`DATA_DIR/builds/live`). */
const live = join(dataDir, "builds", "live");
/** The document title the live build wrote into a page's payload. */
const payloadTitle = (path: string) => (JSON.parse(readFileSync(join(live, path, "_payload.json"), "utf8")) as { title: string }).title;

// Each step runs `astro build` in a child process: ~15 s idle, several times that on a loaded machine.
describe("builds reflect the store", { timeout: 600_000 }, () => {
  it("npm run build on an empty store seeds it first, so the site has its pages", async () => {
    const { code, output } = await run("scripts/build.ts");
    expect(code, output).toBe(0);
    expect(output).toContain("Seeded the demo content into the empty store.");
    expect(existsSync(join(outDir, "server", "entry.mjs"))).toBe(true);
    expect(existsSync(join(live, "index.html"))).toBe(true);
    expect(payloadTitle("ueber-uns")).toBe("Über uns | Atemraum");
    const latest = JSON.parse(readFileSync(join(live, "builds", "latest.json"), "utf8")) as { id: string };
    const meta = JSON.parse(readFileSync(join(live, "builds", "meta", `${latest.id}.json`), "utf8")) as { contentFingerprint?: string };
    expect(meta.contentFingerprint).toMatch(/^[\w-]{22}$/);
  });

  it("npm start serves the build as it is while the content is unchanged", async () => {
    const site = await start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await site.stop();
    expect(site.output()).not.toContain("Building the site");
    expect(site.output()).not.toMatch(/Build \S+ live/);
  });

  it("npm start serves the old build at once and renders what changed after the build", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const service = createEmbeddedService(config);
    try {
      const seo = (lang: string, slug: string) => ({ seotitle: `${lang} – neu`, slug, description: "" });
      await siteCmsClient(config, service).contents.patch("pages", pageId("about"), {
        seo: { de: seo("Über uns", "ueber-uns"), en: seo("About us", "about") },
      });
    } finally {
      service.close();
    }
    const site = await start();
    try {
      expect(site.output()).not.toContain("Building the site");
      // The new title within seconds, without a restart; only the changed page's paths rendered.
      let html = "";
      for (let i = 0; i < 600 && !html.includes("<title>Über uns – neu</title>"); i++) {
        html = await (await fetch(`${site.url}/ueber-uns`)).text();
        if (!html.includes("– neu")) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(html).toContain("<title>Über uns – neu</title>");
      expect(payloadTitle("ueber-uns")).toBe("Über uns – neu");
      const [, rendered, total] =
        /Build \S+ live in \d+ ms: (\d+) of (\d+) paths rendered \(the content changed since the last build\)/.exec(site.output()) ?? [];
      expect(Number(rendered)).toBeGreaterThan(0);
      expect(Number(rendered)).toBeLessThan(Number(total));
    } finally {
      await site.stop();
    }
  });
});
