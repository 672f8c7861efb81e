import type { AppLanguage, SchemaRecord } from "../../../../src/content-service/types.ts";

/** A schema and languages shared by the query unit tests. */
export const LANGUAGES: AppLanguage[] = [
  { iso2Code: "de", isMaster: true, fallback: [] },
  { iso2Code: "en", isMaster: false, fallback: ["de"] },
];

const field = (fieldId: number, name: string, fieldType: string, partitioning: "invariant" | "language" = "invariant") => ({
  fieldId,
  name,
  isHidden: false,
  isLocked: false,
  isDisabled: false,
  partitioning,
  properties: { fieldType: fieldType as never },
});

export const SCHEMA: SchemaRecord = {
  id: "s1",
  name: "pages",
  type: "Default",
  isPublished: true,
  properties: {},
  fields: [
    field(1, "title", "String", "language"),
    field(2, "slug", "String"),
    field(3, "tags", "Tags"),
    field(4, "count", "Number"),
    field(5, "acquired-by", "String"),
    field(6, "geo", "Geolocation"),
    field(7, "flag", "Boolean"),
  ],
  version: 0,
  created: "2024-01-01T00:00:00.000Z",
  createdBy: "client:a:b",
  lastModified: "2024-01-01T00:00:00.000Z",
  lastModifiedBy: "client:a:b",
};
