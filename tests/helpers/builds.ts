import type { BuildStatus } from "../../src/lib/publish/build-status.ts";
import { call } from "./http.ts";
import type { Site } from "./site.ts";

/** The site's build status, as an editor (`cookie`) sees it. */
export const buildStatus = async (site: Site, cookie: string): Promise<BuildStatus> =>
  (await (await call(site, "/api/builds/status", { cookie })).json()) as BuildStatus;

/** Waits (up to 2 minutes) until no build runs or waits, and returns the status. */
export async function settledBuilds(site: Site, cookie: string): Promise<BuildStatus> {
  for (let i = 0; i < 1200; i++) {
    const s = await buildStatus(site, cookie);
    if (!s.running && !s.queued) return s;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("builds never settled");
}
