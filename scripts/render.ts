/** `node scripts/render.ts`: renders DATA_DIR's pages with the existing code build (what changed, or all when there is no build). */
import "../src/server/production.ts";
import { renderSite } from "./lib/render-site.ts";

await renderSite();
