import { cpSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settledBuilds } from "../helpers/builds.ts";
import { call, startSiteAsEditor } from "../helpers/http.ts";
import { type Site } from "../helpers/site.ts";
import { siteEnv } from "../helpers/site-env.ts";
import { spawnUntil } from "../helpers/spawn-until.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
type Item = { id: string; data: Record<string, Record<string, unknown>> };

let site: Site;
let cookie: string;
beforeAll(async () => void ({ site, cookie } = await startSiteAsEditor()));
afterAll(() => site?.stop());

const builds = () =>
  [...site.output().matchAll(/Build (\S+) live in \d+ ms: (\d+) of (\d+) paths rendered(?:, (\d+) restyled)?/g)].map((m) => ({
    id: m[1]!,
    rendered: Number(m[2]),
    total: Number(m[3]),
    restyled: Number(m[4] ?? 0),
  }));

const settled = () => settledBuilds(site, cookie);

async function items(schema: string): Promise<Item[]> {
  return ((await (await call(site, `/cms/api/content/baukasten/${schema}?$top=200`, { cookie })).json()) as { items: Item[] }).items;
}

/** Publishes a change to one item through the site's proxy, as the builder will. */
async function publish(schema: string, item: Item, change: (data: Item["data"]) => void): Promise<void> {
  const data = structuredClone(item.data);
  change(data);
  const res = await call(site, `/cms/api/content/baukasten/${schema}/${item.id}`, { method: "PUT", body: data, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Every rendered file of a build folder (pages, payloads, sitemap, icons) by its path inside it, build ids blanked. */
function renderedFiles(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) {
        if (name !== "_astro" && name !== "builds") walk(path);
      } else if (/\.(html|json|xml|svg)$/.test(name)) {
        // A page names the build that rendered it: unchanged pages keep an older build's id.
        out.set(relative(dir, path), readFileSync(path, "utf8").replace(/(<meta name="build-id" content=")[^"]*"/, '$1"'));
      }
    }
  };
  walk(dir);
  return out;
}

describe("publish → rebuild → live", () => {
  it("a published page change is served within seconds, without a restart, rendering only what depends on it", async () => {
    const before = builds().length;
    const page = (await items("pages")).find((p) => (p.data.seo?.de as { slug?: string } | undefined)?.slug === "ueber-uns")!;
    const path = "/ueber-uns";
    const old = await (await call(site, path)).text();
    await publish("pages", page, (data) => {
      data.blocks!.iv = JSON.parse(JSON.stringify(data.blocks!.iv).replace(/("de":")/, "$1Frisch veröffentlicht: "));
    });
    // Until the swap the old page answers, whole; then the new one.
    let html = old;
    for (let i = 0; i < 300 && !html.includes("Frisch veröffentlicht"); i++) {
      const res = await call(site, path);
      expect(res.status).toBe(200);
      html = await res.text();
      expect(html === old || html.includes("Frisch veröffentlicht")).toBe(true);
      if (!html.includes("Frisch veröffentlicht")) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(html).toContain("Frisch veröffentlicht");
    const s = await settled();
    expect(s.state).toBe("live");
    const made = builds().slice(before);
    expect(made.length).toBe(1);
    expect(s.live?.id).toBe(made[0]!.id);
    // The page in both languages, not the whole site.
    expect(made[0]!.rendered).toBeGreaterThanOrEqual(1);
    expect(made[0]!.rendered).toBeLessThan(made[0]!.total / 10);
    expect(JSON.parse(readFileSync(join(site.liveDir, "builds", "latest.json"), "utf8"))).toMatchObject({ id: made[0]!.id });
    // Its meta tells open tabs and service workers which pages changed: this one, in both languages.
    const meta = JSON.parse(readFileSync(join(site.liveDir, "builds", "meta", `${made[0]!.id}.json`), "utf8")) as {
      changes: { id: string; paths: string[] | null }[];
    };
    expect(meta.changes[0]).toEqual({ id: made[0]!.id, paths: ["/en/about", "/ueber-uns"] });
    expect(meta.changes[1]?.id).toBe(old.match(/<meta name="build-id" content="([^"]+)"/)?.[1]);
  });

  it("a burst of ten publishes starts at most two builds", async () => {
    const before = builds().length;
    const colors = (await items("colors")).slice(0, 10);
    expect(colors.length).toBe(10);
    await Promise.all(colors.map((c, i) => publish("colors", c, (data) => void (data.name!.de = `Farbe ${i}`))));
    await settled();
    const made = builds().length - before;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(2);
  });

  it("build status and its stream are for editors only", async () => {
    expect((await call(site, "/api/builds/status")).status).toBe(401);
    expect((await call(site, "/api/builds/stream")).status).toBe(401);
    const res = await call(site, "/api/builds/stream", { cookie });
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(first).toMatch(/^event: status\ndata: \{"state":"live"/);
  });

  it("after changes of every kind, the incremental build equals a full build of the same content", async () => {
    // The server adopted the template's build at start and read its content ahead: every publish of
    // this file builds on that snapshot, none on a whole read of the site.
    await expect.poll(() => site.output(), { timeout: 10_000 }).toMatch(/Content of build \S+ read ahead in \d+ ms/);
    const practitioner = (await items("practitioners"))[3]!;
    await publish("practitioners", practitioner, (data) => void (data.name!.iv = "Aaron Anfang"));
    const appointment = (await items("appointments"))[0]!;
    await publish("appointments", appointment, (data) => void (data.booked!.iv = !data.booked!.iv));
    const challenge = (await items("challenges"))[0]!;
    await publish("challenges", challenge, (data) => void (data.title!.de = "Neuer Titel"));
    await settled();
    // A theme's main colour: every page's head changes and nothing of its body, so pages are restyled,
    // not rendered. Rendered anew: the two web manifests (their theme colour) and the contact page in
    // both languages (its map's consent placeholder is a document of its own, in the theme's colours).
    const before = builds().length;
    const defaultTheme = ((await items("global-settings"))[0]!.data.defaultTheme!.iv as string[])[0];
    const theme = (await items("theme-settings")).find((t) => t.id === defaultTheme)!;
    await publish("theme-settings", theme, (data) => {
      data.colorMain!.iv = "#2a4d6e";
      // Not in any page's head, but in each payload (the builder's copy of the theme).
      data.name!.iv = "Neuer Name";
    });
    await settled();
    const restyle = builds().slice(before);
    expect(restyle).toHaveLength(1);
    expect(restyle[0]!.rendered).toBeLessThanOrEqual(4);
    expect(restyle[0]!.restyled).toBeGreaterThan(restyle[0]!.total / 2);
    expect(await (await call(site, "/ueber-uns")).text()).toContain("--theme-main:#2a4d6e");
    // The theme's name alone: no head changes, the content pages' payloads do (they are restyled,
    // the detail pages not touched; the full-build comparison below checks the payloads).
    await publish(
      "theme-settings",
      (await items("theme-settings")).find((t) => t.id === defaultTheme)!,
      (data) => void (data.name!.iv = "Noch ein Name"),
    );
    await settled();
    expect(builds().at(-1)!.rendered).toBeLessThanOrEqual(4);
    expect(builds().at(-1)!.restyled).toBeGreaterThan(0);
    // A palette colour (the pages painted with it) and a page taken offline (its paths gone, links to it changed).
    const colour = (await items("colors"))[0]!;
    await publish("colors", colour, (data) => void (data.hexcode!.iv = "#1f6f5c"));
    const pages = await items("pages");
    const offline = pages[pages.length - 1]!;
    const unpublished = await call(site, `/cms/api/content/baukasten/pages/${offline.id}/status`, { method: "PUT", body: { status: "Draft" }, cookie });
    expect(unpublished.status, await unpublished.clone().text()).toBe(200);
    await settled();
    // A full build of a copy of the same store (no builds: everything rendered anew).
    const copy = join(ROOT, "tests", ".tmp", "sites", `full-${process.pid}`);
    cpSync(site.dataDir, copy, { recursive: true, filter: (source) => !source.startsWith(join(site.dataDir, "builds")) });
    try {
      const render = await spawnUntil(
        process.execPath,
        [join(ROOT, "scripts/render.ts")],
        { cwd: ROOT, env: siteEnv({ DATA_DIR: copy }) },
        /paths rendered/,
        120_000,
      );
      await render.stop();
      const full = renderedFiles(join(copy, "builds", "live"));
      const incremental = renderedFiles(site.liveDir);
      expect([...incremental.keys()].sort()).toEqual([...full.keys()].sort());
      const differing = [...full].filter(([file, text]) => incremental.get(file) !== text).map(([file]) => file);
      expect(differing).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
