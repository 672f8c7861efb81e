import type { CmsClient } from "../cms/client.ts";
import type { SiteData } from "../content/model.ts";
import { fetchSiteData } from "./load.ts";

/** The site data on-demand routes render their frame from: read once, read again after `clear()`. */
export interface SiteDataSource {
  get(): Promise<SiteData>;
  /** Drops the copy (on every publish): the next `get()` reads the content service again. */
  clear(): void;
}

export function createSiteDataSource(client: CmsClient, siteCode: string): SiteDataSource {
  let current: Promise<SiteData> | undefined;
  return {
    get() {
      if (!current) {
        const loading = fetchSiteData(client, siteCode);
        current = loading;
        // A failed read is not kept: the next request tries again.
        loading.catch(() => {
          if (current === loading) current = undefined;
        });
      }
      return current;
    },
    clear() {
      current = undefined;
    },
  };
}
