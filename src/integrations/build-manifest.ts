import type { AstroIntegration } from "astro";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildPageIndex } from "../lib/site/pages.ts";
import { pagePayload, payloadFile } from "../lib/site/payload.ts";
import type { BuildLatest, BuildMeta } from "../lib/site/build-meta.ts";
import { siteRedirects, toRouteRules } from "../lib/site/redirects.ts";
import type { BuildContext } from "./build-context.ts";

/** A prerendered pathname from Astro (`""`, `en/`, `ueber-uns/`) as a site path (`/`, `/en`, `/ueber-uns`). */
export function sitePath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return `/${trimmed}`;
}

/**
 * Writes one JSON file. Synchronously: the files are small and their folders mostly exist (each
 * page's `index.html` is already there), and an async open/write/close round trip through the
 * thread pool per file cost more than the writing (~0.07 ms per payload).
 */
function write(dir: string, file: string, body: unknown): void {
  const path = join(dir, file);
  const json = JSON.stringify(body);
  try {
    writeFileSync(path, json);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, json);
  }
}

/**
 * Astro integration (DESIGN §3, issue §8): after the build, writes `{path}/_payload.json` for every
 * prerendered content page, `builds/meta/{id}.json` (route rules, prerendered paths, content fingerprint) and
 * `builds/latest.json`, all from the site data the pages were rendered from. Register it before `precompress` so
 * these files are compressed too.
 */
export function buildManifest(build: BuildContext): AstroIntegration {
  return {
    name: "baukasten:build-manifest",
    hooks: {
      // The main thread mostly waits while Vite bundles: read the site and load the sanitiser's
      // DOM now, not when the first page renders (≈0.4 s of a build). Errors surface there.
      "astro:build:start": () => {
        // The fingerprint first: if the content changes while the snapshot is read, the build
        // records the older state, and the next start builds again.
        build.fingerprint().catch(() => {});
        build.snapshot().catch(() => {});
        import("jsdom").catch(() => {});
      },
      "astro:build:done": async ({ dir, pages, logger }) => {
        const started = performance.now();
        const clientDir = fileURLToPath(dir);
        // The snapshot the pages were rendered from: payloads match the HTML.
        const site = await build.snapshot();
        // The prerender pass has already reported slug problems of this content.
        const index = buildPageIndex(site.pages, () => {});
        const prerendered = [...new Set(pages.map((p) => sitePath(p.pathname)))].sort();
        const built = new Set(prerendered);
        const routes = index.routes.filter((r) => built.has(r.path));
        for (const route of routes)
          write(
            clientDir,
            payloadFile(route.path),
            pagePayload(site, route, () => {}),
          );

        const taken = (path: string) => built.has(path) || index.byPath.has(path);
        const redirects = siteRedirects(site, taken, (m) => logger.warn(m));
        const latest: BuildLatest = { id: randomUUID(), timestamp: Date.now() };
        const contentFingerprint = await build.fingerprint().catch((error: unknown) => {
          logger.warn(`content fingerprint not recorded (the next start builds again): ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        });
        const meta: BuildMeta = { ...latest, routeRules: toRouteRules(redirects), prerendered, contentFingerprint };
        write(clientDir, `builds/meta/${latest.id}.json`, meta);
        write(clientDir, "builds/latest.json", latest);
        logger.info(`${routes.length} page payloads, build ${latest.id} (${redirects.length} redirects) in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
