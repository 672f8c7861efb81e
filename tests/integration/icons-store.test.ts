import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { $icons } from "../../src/stores/icons.ts";
import { loadIcon } from "../../src/stores/load-icon.ts";
import { startSite, type Site } from "../helpers/site.ts";

// `$icons` against the production server and the icon files its build wrote (no hand-made responses).

let site: Site;
const requested: string[] = [];
/** The browser's `fetch` of a relative URL, on the running site; every path it asks for is recorded. */
const fetcher = ((path: string) => {
  requested.push(path);
  return fetch(`${site.url}${path}`);
}) as typeof fetch;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.stop());
beforeEach(() => {
  $icons.set({});
  requested.length = 0;
});

describe("$icons / loadIcon", () => {
  it("fetches /icons/<name>.svg once and stores it", async () => {
    const file = readFileSync(join(site.liveDir, "icons", "calendar.svg"), "utf8").trim();
    const [a, b] = await Promise.all([loadIcon("calendar", fetcher), loadIcon("calendar", fetcher)]);
    expect(a).toBe(file);
    expect(b).toBe(file);
    expect(await loadIcon("calendar", fetcher)).toBe(file);
    expect(requested).toEqual(["/icons/calendar.svg"]);
    expect($icons.get().calendar).toBe(file);
  });

  it("refuses bad names and anything that is not an SVG document", async () => {
    expect(await loadIcon("../secret", fetcher)).toBeUndefined();
    expect(requested).toEqual([]);
    // The server answers an unknown icon with the site's 404 page (HTML), which is no icon.
    expect(await loadIcon("missing", fetcher)).toBeUndefined();
    expect(requested).toEqual(["/icons/missing.svg"]);
    expect($icons.get().missing).toBeUndefined();
  });
});
