import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { ContentDataSchema } from "../content/model.ts";
import { HttpError } from "../errors/http-error.ts";

/** A content item as the design screens read it: drafts included, with its version for writes. */
export const DesignItemSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  status: v.optional(v.string()),
  version: v.pipe(v.number(), v.integer()),
  lastModified: v.optional(v.string()),
  data: ContentDataSchema,
});
export type DesignItem = v.InferOutput<typeof DesignItemSchema>;

/** A content-service failure as the catalog's UpstreamError (logged), so a client never sees a 500 for it. */
export function upstream(error: unknown, context: string): never {
  if (isCmsError(error)) {
    console.error(`${context}: ${error.message}`);
    throw new HttpError("UpstreamError");
  }
  throw error;
}

const PAGE_SIZE = 200;

/** Every item of `schema`, drafts included, oldest first; a failed read is an UpstreamError. */
export async function listItems(cms: CmsClient, schema: string, fields?: readonly string[]): Promise<DesignItem[]> {
  const items: DesignItem[] = [];
  try {
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const page = await cms.contents.list(schema, `$top=${PAGE_SIZE}&$skip=${skip}&$orderby=created asc`, { unpublished: true, fields }, DesignItemSchema);
      items.push(...page.items);
      if (page.items.length < PAGE_SIZE) break;
    }
  } catch (error) {
    upstream(error, `${schema} list`);
  }
  return items;
}

/**
 * Whether `field` of `schema` holds a value per language (`language` partitioning) rather than one
 * for all (`invariant`). Stores seeded before a field became localized keep it invariant, and a
 * real Squidex may have either: writes follow what the schema says.
 */
export async function isLocalizedField(cms: CmsClient, schema: string, field: string): Promise<boolean> {
  try {
    const dto = await cms.schemas.get(schema);
    return dto.fields?.find((f) => f.name === field)?.partitioning === "language";
  } catch (error) {
    return upstream(error, `${schema} schema`);
  }
}

/**
 * What a write the content service refused means for a form: `stale` for its 412 (changed since the
 * form was shown), `gone` for its 404; anything else is thrown as an UpstreamError.
 */
export function writeProblem(error: unknown, context: string): "stale" | "gone" {
  if (isCmsError(error) && error.status === 412) return "stale";
  if (isCmsError(error) && error.status === 404) return "gone";
  return upstream(error, context);
}
