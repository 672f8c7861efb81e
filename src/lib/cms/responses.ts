/**
 * The parts of Squidex's answers the site reads, as valibot schemas the content client checks
 * every answer against. Objects are loose: what the site does not read passes through untouched
 * (`/api/rest` hands items on as they are), and only what it reads is checked — a list of items
 * costs a few property checks per item, never a walk of its data.
 */
import * as v from "valibot";

const isObject = (input: unknown): input is Record<string, unknown> => typeof input === "object" && input !== null && !Array.isArray(input);

/** Any JSON object, taken as it is (no copy): for answers whose shape the caller checks, or hands on. */
export const JsonObjectSchema = v.custom<Record<string, unknown>>(isObject, "Expected a JSON object");

/** A `ContentDto`: the item's id, version and status, and its `data` (partitioned, or flat with `X-Flatten`). */
export const ContentSchema = v.looseObject({
  id: v.string(),
  version: v.number(),
  status: v.string(),
  lastModified: v.optional(v.string()),
  data: JsonObjectSchema,
});
export type Content = v.InferOutput<typeof ContentSchema>;

/** A `ContentsDto` with items of `item`. */
export const contentListSchema = <S extends v.GenericSchema>(item: S) => v.looseObject({ total: v.number(), items: v.array(item) });

const Tags = v.optional(v.nullable(v.array(v.string())));

/** A `FieldDto` of a schema, as far as the site reads fields (name, partitioning, flags, properties). */
export const SchemaFieldSchema = v.looseObject({
  name: v.string(),
  partitioning: v.optional(v.string()),
  isHidden: v.optional(v.boolean()),
  isLocked: v.optional(v.boolean()),
  isDisabled: v.optional(v.boolean()),
  properties: v.looseObject({ fieldType: v.string(), tags: Tags }),
});

/** A `SchemaDto`: name, type (`Default`, `Singleton`, `Component`), version, tags and fields. */
export const SchemaSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  type: v.optional(v.string()),
  version: v.number(),
  properties: v.optional(v.looseObject({ tags: Tags })),
  fields: v.optional(v.array(SchemaFieldSchema)),
});
export type SchemaDto = v.InferOutput<typeof SchemaSchema>;

/** A `SchemasDto`. */
export const SchemaListSchema = v.looseObject({ items: v.array(SchemaSchema) });

/** An `AssetDto`, as far as the site links and sizes assets. */
export const AssetSchema = v.looseObject({
  id: v.string(),
  fileName: v.string(),
  slug: v.optional(v.string()),
  mimeType: v.string(),
  fileVersion: v.optional(v.number()),
  metadata: v.optional(JsonObjectSchema),
  /** The folder; Squidex's root id `00000000-0000-0000-0000-000000000000` for none. */
  parentId: v.optional(v.string()),
  fileSize: v.optional(v.number()),
  version: v.optional(v.number()),
  lastModified: v.optional(v.string()),
});
export type AssetDto = v.InferOutput<typeof AssetSchema>;

/** An `AssetsDto`. */
export const AssetListSchema = v.looseObject({ total: v.number(), items: v.array(AssetSchema) });

/** An `AssetFolderDto`. */
export const AssetFolderSchema = v.looseObject({ id: v.string(), parentId: v.string(), folderName: v.string(), version: v.optional(v.number()) });
export type AssetFolderDto = v.InferOutput<typeof AssetFolderSchema>;

/** An `AssetFoldersDto`: the folders of one parent and the path from the root to that parent. */
export const AssetFolderListSchema = v.looseObject({ items: v.array(AssetFolderSchema), path: v.optional(v.array(AssetFolderSchema), []) });
