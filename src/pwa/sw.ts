/**
 * The service worker (`/sw.js`, scope `/`; built by @vite-pwa/astro with injectManifest, issue 8 §3).
 * Fonts: precached. Hashed assets (`/_astro/`): cache first, kept as they are used. Pages and `_payload.json`: network first (3 s),
 * else the cached copy (with the build's route rules applied), else the offline page in the page's
 * language. Images: stale-while-revalidate, at most 120. Never: see `neverCached`, and no response
 * marked private or no-store. When a page announces a new build (`{ type: "build", id }`), the
 * pages and payloads of the old one are dropped, so an offline copy is at most one navigation old.
 */
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import type { WorkboxPlugin } from "workbox-core";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
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
  PAGES_CACHE,
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
let rules: Record<string, RouteRule> = {};

async function loadRules(id: string): Promise<void> {
  try {
    const meta = (await (await fetch(`/builds/meta/${encodeURIComponent(id)}.json`, { cache: "no-store" })).json()) as {
      routeRules?: Record<string, RouteRule>;
    };
    rules = meta.routeRules ?? {};
  } catch {
    // Offline or no meta: keep the rules there are.
  }
}

/**
 * The build the cached pages belong to. Pages are kept in one cache per build, so a new build can
 * drop the old build's pages without racing a page that is being cached for the new one.
 */
let build: Promise<string> = caches
  .open(OFFLINE_CACHE)
  .then((cache) => cache.match(BUILD_KEY))
  .then(async (stored) => (await stored?.text()) ?? "initial");
const pagesCache = (id: string) => `${PAGES_CACHE}-${id}`;

/** A new build: its pages go to a cache of their own, the old build's pages and payloads are dropped, its route rules read. */
async function newBuild(id: string): Promise<void> {
  if ((await build) === id) return;
  build = Promise.resolve(id);
  await (await caches.open(OFFLINE_CACHE)).put(BUILD_KEY, new Response(id));
  for (const name of await caches.keys()) if (name.startsWith(PAGES_CACHE) && name !== pagesCache(id)) await caches.delete(name);
  await loadRules(id);
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
      const id = await build;
      if (id !== "initial") await loadRules(id);
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; id?: unknown } | null;
  if (data?.type === "build" && typeof data.id === "string" && /^[\w-]{1,100}$/.test(data.id)) event.waitUntil(newBuild(data.id));
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
      const rule = redirectFor(rules, new URL(request.url).pathname);
      return rule ? Response.redirect(new URL(rule.to, self.location.origin).href, rule.status) : cachedResponse;
    },
  },
];
const strategies = new Map<string, NetworkFirst>();
const pagesOf = (id: string) => {
  let strategy = strategies.get(id);
  if (!strategy)
    strategies.set(id, (strategy = new NetworkFirst({ cacheName: pagesCache(id), networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: pagePlugins })));
  return strategy;
};
registerRoute(
  ({ url, request }) => same(url) && isPage(request.mode, url.pathname),
  async (options) => {
    try {
      return await pagesOf(await build).handle(options);
    } catch {
      const { pathname } = new URL(options.request.url);
      const rule = redirectFor(rules, pathname);
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
