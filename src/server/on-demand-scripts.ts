import { createHash } from "node:crypto";
import loadDirective from "astro/runtime/client/load.prebuilt.js";
import islandRuntime from "astro/runtime/server/astro-island.prebuilt.js";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The CSP sources of the inline scripts Astro writes into a page rendered on demand with a
 * `client:load` island (an admin form): the island runtime and the `load` directive. The live
 * build's hashes come from its prerendered pages, and none of those has a `client:load` island, so
 * without these the directive is refused and the island never hydrates. Fixed texts of the
 * installed Astro, never anything a response carries.
 */
export const ON_DEMAND_SCRIPT_HASHES: readonly string[] = [hash(loadDirective), hash(islandRuntime)];
