import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { ContentDataSchema } from "../content/model.ts";
import { HttpError } from "../errors/http-error.ts";

/** The content schema of pages. */
export const PAGES_SCHEMA = "pages";
const PAGE_SIZE = 200;

/** A page as the content service answers it, drafts included: what the admin reads of it. */
const PageItemSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  status: v.string(),
  /** The status of a published item's pending draft version (Squidex and the embedded service alike); absent or null without one. */
  newStatus: v.optional(v.nullable(v.string())),
  version: v.pipe(v.number(), v.integer()),
  created: v.optional(v.string()),
  lastModified: v.optional(v.string()),
  lastModifiedBy: v.optional(v.string()),
  data: ContentDataSchema,
});
export type PageItem = v.InferOutput<typeof PageItemSchema>;

/** A content-service failure as the catalog's error: a client never sees a 500 for it. */
export function upstream(error: unknown): never {
  if (isCmsError(error)) {
    console.error(`page admin: ${error.message}`);
    throw new HttpError("UpstreamError");
  }
  throw error;
}

/**
 * Every page, drafts included, without the block trees (`X-Fields: title,seo`), in the order they
 * were created. A failed or malformed answer is an UpstreamError (502).
 */
export async function listPages(cms: CmsClient): Promise<PageItem[]> {
  const items: PageItem[] = [];
  try {
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const page = await cms.contents.list(
        PAGES_SCHEMA,
        `$top=${PAGE_SIZE}&$skip=${skip}&$orderby=created asc`,
        { unpublished: true, fields: ["title", "seo"] },
        PageItemSchema,
      );
      items.push(...page.items);
      if (page.items.length < PAGE_SIZE) break;
    }
  } catch (error) {
    upstream(error);
  }
  return items;
}

/** The page `id` with all its data, drafts included; undefined when there is none. */
export async function getPage(cms: CmsClient, id: string): Promise<PageItem | undefined> {
  try {
    return await cms.contents.get(PAGES_SCHEMA, id, { unpublished: true }, PageItemSchema);
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return undefined;
    return upstream(error);
  }
}
