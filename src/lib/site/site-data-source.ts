import type { CmsClient } from "../cms/client.ts";
import type { SiteData } from "../content/model.ts";
import { readSiteData } from "./load.ts";

/** The site data on-demand routes render their frame from: read once (never rejects: a failed part is empty and logged), read again after `clear()`. */
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
        const reading = readSiteData(client, siteCode);
        const loading = reading.then(({ site }) => site);
        current = loading;
        // A read with a failed part serves this request but is not kept: the next request tries again.
        void reading.then(({ complete }) => {
          if (!complete && current === loading) current = undefined;
        });
      }
      return current;
    },
    clear() {
      current = undefined;
    },
  };
}
