// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import preact from "@astrojs/preact";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { createBuildContext } from "./src/integrations/build-context.ts";
import { precompress } from "./src/integrations/precompress.ts";
import { contentClasses } from "./src/integrations/content-classes.ts";
import { appIcons } from "./src/integrations/app-icons.ts";
import { clientDirectives } from "./src/integrations/client-directives.ts";
import { browserStrings } from "./src/integrations/browser-strings.ts";
import { builderChunk } from "./src/integrations/builder-chunk.ts";
import AstroPWA from "@vite-pwa/astro";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { buildPaths } from "./src/server/paths.ts";

const env = process.env;
const BOOKING_ISLAND = "**/components/booking/**";
const uploadLimit = Number(env.UPLOAD_LIMIT) > 0 ? Number(env.UPLOAD_LIMIT) : 10 * 1024 * 1024;
// One content client per build, for the integrations that read content (text-style classes).
const build = createBuildContext();

export default defineConfig({
  // dist/ unless BUILD_OUT_DIR names another folder of the project (src/server/paths.ts).
  outDir: buildPaths().outDir,
  // Always absolute: canonical, hreflang and sitemap URLs need an origin (Lighthouse SEO).
  site: env.SITE_URL || "http://localhost:4321",
  output: "server",
  // Middleware mode: src/server owns the HTTP server, static files and headers (docs/architecture.md).
  // The adapter's body limit is the largest any route accepts (uploads); the server enforces
  // the tighter per-route limits before Astro reads a byte.
  adapter: node({ mode: "middleware", bodySizeLimit: uploadLimit }),
  // `astro build` bundles the code and the static assets; the pages are rendered by the server's
  // render pass (src/server/publish) into a build folder per publish. build:done hooks: compression
  // of `_astro/`, then the build's content service is closed.
  // React: server-only block views render through src/components/ServerView.astro (no hydration,
  // no JavaScript); the integration is there for islands (`client:*`), which only editor and form
  // pages load (`npm run check:size` proves content pages ship none). Islands render to a string,
  // not a stream: React's stream moves a finished Suspense boundary over 500 bytes behind the rest
  // and reveals it with an inline script, which the CSP (hashes only) blocks, leaving the island's
  // heavy controls hidden and React re-rendering them with an error. A server page loads what an
  // island would suspend on before rendering it (`loadControls`), so nothing suspends.
  // The service worker (src/pwa/sw.ts) is built by @vite-pwa/astro: it precaches the fonts (75 KB,
  // every page uses them) and one app icon; hashed scripts and styles, pages and images are cached
  // as they are used, so a visitor of a page without JavaScript never downloads the islands' code. The manifests are rendered per
  // language from the content (src/pages/manifest.webmanifest.ts), so the plugin writes none.
  // The booking island (src/components/booking) is Preact, not React: a visitor's booking page
  // loads a UI library for one form, and React's 69 KB (gzip) alone would spend the page's 75 KB
  // budget; Preact is 5 KB with the same component model. Its files say so with a
  // `@jsxImportSource preact` line; each integration compiles and renders only its own folders.
  integrations: [
    react({ exclude: [BOOKING_ISLAND], experimentalDisableStreaming: true }),
    preact({ include: [BOOKING_ISLAND] }),
    contentClasses(build),
    appIcons(),
    clientDirectives(),
    AstroPWA({
      strategies: "injectManifest",
      srcDir: "src/pwa",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ["fonts/*.woff2", "pwa/icon-192.png"], minify: true },
    }),
    precompress(),
    build.integration(),
  ],
  // The middleware enforces the origin rule itself (src/lib/http/guard.ts), with the catalog's JSON
  // errors; Astro's own check would answer some of the same requests first, as plain text.
  security: { checkOrigin: false },
  // Sessions are our own (src/lib/auth: hashed ids in site.db); keep Astro's runtime out of the bundle.
  session: false,
  // Languages are routed by our own pages (German without prefix, English under /en).
  i18n: undefined,
  trailingSlash: "ignore",
  // The page CSS (≈6 KB gzip, src/styles/global.css) rides in the HTML: with the page it fits the first TCP window, and
  // a separate stylesheet cost a render-blocking round trip (Lighthouse LCP on mobile).
  // Four pages in flight: one page's file writes overlap the next one's render (-25% build time).
  build: { format: "directory", inlineStylesheets: "always", concurrency: 4 },
  server: { host: env.HOST || "0.0.0.0", port: Number(env.PORT) || 4321 },
  vite: {
    // react-aria ships its built-in strings (dates, "Select", …) for 34 locales; the site has two.
    // The browser's string catalogs leave out what only server-rendered pages say (browser-strings.ts).
    // The builder's first load stays one chunk (builder-chunk.ts; docs/architecture.md, "Chunks").
    plugins: [tailwindcss(), optimizeLocales.vite({ locales: ["de-DE", "en-US"] }), browserStrings(), builderChunk()],
    resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  },
});
