/**
 * The service worker (`/sw.js`, scope `/`; built by @vite-pwa/astro with injectManifest).
 * Fonts: precached. Hashed assets (`/_astro/`): cache first, kept as they are used. Pages and `_payload.json`: network first (3 s),
 * else the cached copy (with the build's route rules applied), else the offline page in the page's
 * language (at most 200 pages, the least recently used dropped first). Images:
 * stale-while-revalidate, at most 120. Never: see `neverCached`, and no response marked private or
 * no-store. When a page announces a new build (`{ type: "build", id }`), the
 * kept pages that builds since the last one changed are fetched again in the background (a page
 * gone from the site is dropped, one that fails to load stays), so an offline copy is current
 * after a publish and nothing readable offline becomes unreadable.
 */
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import type { WorkboxPlugin } from "workbox-core";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import { changedSince, pagePathOf, type BuildChange } from "../lib/site/build-changes.ts";
import {
  ASSETS_CACHE,
  ASSET_ENTRIES,
  BUILD_KEY,
  IMAGE_ENTRIES,
  IMAGES_CACHE,
  isImage,
  isPage,
  NETWORK_TIMEOUT_SECONDS,
  neverCached,
  OFFLINE_CACHE,
  OFFLINE_PAGES,
  offlinePath,
  PAGE_ENTRIES,
  PAGES_CACHE,
  refreshVerdict,
  redirectFor,
  storable,
  type RouteRule,
} from "./policy.ts";
import { EDITOR_HINT } from "../lib/auth/editor-hint.ts";

/** The parts of the worker scope used here (the project's TypeScript libs are the DOM's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  /** The Cookie Store API (Chromium; absent elsewhere). */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableEvent & { data: unknown }) => void): void;
}
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const same = (url: URL) => url.origin === self.location.origin;
/** The live build's route rules, once read. */
let rules: Record<string, RouteRule> | undefined;

interface BuildMetaFile {
  routeRules?: Record<string, RouteRule>;
  changes?: BuildChange[];
}

async function readMeta(id: string): Promise<BuildMetaFile | undefined> {
  try {
    const response = await fetch(`/builds/meta/${encodeURIComponent(id)}.json`, { cache: "no-store" });
    return response.ok ? ((await response.json()) as BuildMetaFile) : undefined;
  } catch {
    // Offline or no meta: the next announcement tries again.
    return undefined;
  }
}

/** The build the kept pages were last brought up to (a key in OFFLINE_CACHE). */
async function syncedBuild(): Promise<string | undefined> {
  return (await (await caches.open(OFFLINE_CACHE)).match(BUILD_KEY))?.text();
}

/**
 * Brings the kept pages up to build `id`: each page a build since the last synced one changed (all
 * of them when that build is unknown) is fetched again, revalidated by the HTTP cache; a page now
 * gone or redirected is dropped; one that cannot be fetched keeps its copy, and the build is not
 * marked synced, so the next announcement tries again.
 */
async function syncTo(id: string): Promise<void> {
  const since = await syncedBuild();
  const meta = since === id && rules !== undefined ? undefined : await readMeta(id);
  if (meta) rules = meta.routeRules ?? {};
  if (since === id || !meta) return;
  const changed = since === undefined ? "all" : changedSince(meta.changes ?? [], since);
  let complete = true;
  if (!(await editorSession())) {
    const pages = await caches.open(PAGES_CACHE);
    for (const request of await pages.keys()) {
      if (changed !== "all" && !changed.has(pagePathOf(new URL(request.url).pathname))) continue;
      const response = await fetch(request.url, { cache: "no-cache", redirect: "manual" }).catch(() => undefined);
      const verdict = refreshVerdict(response);
      if (verdict === "keep") await pages.put(request, response!);
      else if (verdict === "drop") await pages.delete(request);
      else complete = false;
    }
  }
  if (complete) await (await caches.open(OFFLINE_CACHE)).put(BUILD_KEY, new Response(id));
}
let syncing: Promise<void> = Promise.resolve();
const announce = (id: string) => (syncing = syncing.then(() => syncTo(id)).catch(() => {}));

/** Pages kept per build by an earlier worker (`baukasten-pages-<id>`) move into the one pages cache. */
async function mergeBuildCaches(): Promise<void> {
  const pages = await caches.open(PAGES_CACHE);
  for (const name of await caches.keys()) {
    if (!name.startsWith(`${PAGES_CACHE}-`)) continue;
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const response = await old.match(request);
      if (response && !(await pages.match(request))) await pages.put(request, response);
    }
    await caches.delete(name);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const offline = await caches.open(OFFLINE_CACHE);
      // Each offline page on its own: a missing one must not stop the worker from installing.
      await Promise.all(
        OFFLINE_PAGES.map(async (path) => {
          const response = await fetch(path, { cache: "no-store" }).catch(() => undefined);
          if (response && storable(response)) await offline.put(path, response);
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      await mergeBuildCaches();
      const id = await syncedBuild();
      if (id) await announce(id);
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; id?: unknown } | null;
  if (data?.type === "build" && typeof data.id === "string" && /^[\w-]{1,100}$/.test(data.id)) event.waitUntil(announce(data.id));
});

registerRoute(({ url }) => same(url) && neverCached(url.pathname), new NetworkOnly());

/**
 * True while the editor hint cookie is set (src/lib/auth/cookie.ts): what an editor's browser
 * fetches is never kept. Browsers without the Cookie Store API in workers keep pages as for
 * visitors; an editor's own answers (`/api`, `/cms`, `/manage`) are never cached anyway.
 */
async function editorSession(): Promise<boolean> {
  try {
    return Boolean(await self.cookieStore?.get(EDITOR_HINT));
  } catch {
    return false;
  }
}

/** Stores only what may be stored (not private, not no-store) and nothing an editor fetched. */
const keepable: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (storable(response) && !(await editorSession()) ? response : null) };

const pagePlugins: WorkboxPlugin[] = [
  keepable,
  // A page served from the cache follows the build's route rules, as the server would.
  {
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
      const rule = redirectFor(rules ?? {}, new URL(request.url).pathname);
      return rule ? Response.redirect(new URL(rule.to, self.location.origin).href, rule.status) : cachedResponse;
    },
  },
];
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [...pagePlugins, new ExpirationPlugin({ maxEntries: PAGE_ENTRIES })],
});
registerRoute(
  ({ url, request }) => same(url) && isPage(request.mode, url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const { pathname } = new URL(options.request.url);
      const rule = redirectFor(rules ?? {}, pathname);
      if (rule) return Response.redirect(new URL(rule.to, self.location.origin).href, rule.status);
      if (options.request.mode === "navigate") {
        const offline = await (await caches.open(OFFLINE_CACHE)).match(offlinePath(pathname));
        if (offline) return offline;
      }
      return Response.error();
    }
  },
);

registerRoute(
  ({ url }) => same(url) && url.pathname.startsWith("/_astro/"),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [keepable, new ExpirationPlugin({ maxEntries: ASSET_ENTRIES, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => same(url) && isImage(request.destination, url.pathname),
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [keepable, new ExpirationPlugin({ maxEntries: IMAGE_ENTRIES, purgeOnQuotaError: true })],
  }),
);
