import * as v from "valibot";
import type { Lang } from "../../i18n/locales.ts";
import type { FocusPoint } from "../images/focus.ts";

/**
 * Content data: field → partition (`iv`, `de`, `en`) → value. Entities and block instances share it,
 * so one resolver (`localized`) serves both.
 */
export const FieldsSchema = v.record(v.string(), v.record(v.string(), v.unknown()));
export type Fields = v.InferOutput<typeof FieldsSchema>;

/**
 * Content data as a content service answers it: a field may be `null` (Squidex's content data
 * allows it, and the embedded service stores what was sent), which means the same as a missing
 * field, so it is left out.
 */
export const ContentDataSchema = v.pipe(
  v.record(v.string(), v.nullable(v.record(v.string(), v.unknown()))),
  v.transform((data): Fields => Object.fromEntries(Object.entries(data).filter((entry): entry is [string, Record<string, unknown>] => entry[1] !== null))),
);

/** A content item as the content service returns it (unflattened, all languages). */
export const EntitySchema = v.looseObject({
  id: v.string(),
  status: v.optional(v.string()),
  version: v.optional(v.number()),
  lastModified: v.optional(v.string()),
  data: ContentDataSchema,
});
export type Entity = v.InferOutput<typeof EntitySchema>;

/** An asset's facts the views need (`<img>` width/height, URL, where a crop centres, the fallback alt text). */
export interface AssetInfo {
  id: string;
  fileName: string;
  mimeType: string;
  /** Through the site's `/cms` proxy, with `?version=<fileVersion>` when the service reports one. */
  url: string;
  width?: number;
  height?: number;
  /** From the metadata's `focusX`/`focusY`: the point a cropped view keeps in the picture. */
  focus?: FocusPoint;
  /** From the metadata's `alt-<lang>`: the alternative text per language a view falls back to when it has none of its own. */
  alt?: Partial<Record<Lang, string>>;
}

/**
 * A field of a block component schema, as the content service gives it: the generic view of
 * admin-defined blocks reads its name, partitioning, field type and tags; the builder's fields
 * panel and checks all of it (label, hints, rules, choices, the schemas a reference points at).
 */
export interface BlockSchemaField {
  name: string;
  /** `invariant` or `language`. */
  partitioning: string;
  isHidden?: boolean;
  properties: { fieldType: string; tags?: string[]; [property: string]: unknown };
}

/** A component schema tagged `block` (code-backed or admin-defined). */
export interface BlockSchemaInfo {
  name: string;
  /** What editors call the type, per language (`blockLabel`); absent in data written before labels were read. */
  label?: { de: string; en: string };
  fields: BlockSchemaField[];
}

/**
 * Everything a build renders from, read once per build (the render pass's snapshot, `locals.render.site`)
 * and passed down; never a module-level store.
 */
export interface SiteData {
  pages: Entity[];
  colors: Entity[];
  textStyles: Entity[];
  icons: Entity[];
  themes: Entity[];
  fonts: Entity[];
  languages: Entity[];
  globalSettings: Entity | undefined;
  navigation: Entity[];
  practitioners: Entity[];
  appointments: Entity[];
  challenges: Entity[];
  assets: Map<string, AssetInfo>;
  /** Component schemas tagged `block`; admin-defined block types render from their field tags. */
  blockSchemas: BlockSchemaInfo[];
  /** `SITE_CODE`: practitioners must list it in `websites` to be shown. */
  siteCode: string;
}
