import type { CmsClient } from "../../lib/cms/client.ts";
import type { ContentCheck } from "../../lib/page-admin/go-live.ts";
import { PAGES_SCHEMA, upstream } from "../../lib/page-admin/page-store.ts";
import { blockTypes } from "../catalog.ts";
import { createContentWriteCheck } from "./content-write-check.ts";

/** The content write check, one for the process: the catalog's block forms are built once, at the first write. */
export const checkContentWrite = createContentWriteCheck(blockTypes);

/**
 * The site's forms over a page's whole data, for `goLiveProblems`: the pages schema's fields and
 * every block of its tree, with the content service's schemas read now (a failure to read them is
 * an UpstreamError).
 */
export function pageContentCheck(cms: CmsClient): ContentCheck {
  return async (data, lang) => {
    const schemas = await cms.schemas.list().catch(upstream);
    return checkContentWrite({ schema: PAGES_SCHEMA, data, partial: false, lang }, schemas.items);
  };
}
