import type { Caller, NestedField, SchemaField } from "../types.ts";
import { can } from "../permissions.ts";
import { instant } from "../dates.ts";
import type { StoredSchema } from "./store.ts";

const FLAG_DEFAULTS = { isRequired: false, isRequiredOnPublish: false, isHalfWidth: false, isCreateOnly: false };

function nestedDto(field: NestedField) {
  return {
    fieldId: field.fieldId,
    name: field.name,
    isHidden: field.isHidden,
    isLocked: field.isLocked,
    isDisabled: field.isDisabled,
    properties: { ...FLAG_DEFAULTS, ...field.properties },
    _links: {},
  };
}

function fieldDto(field: SchemaField) {
  return {
    ...nestedDto(field),
    partitioning: field.partitioning,
    ...(field.properties.fieldType === "Array" ? { nested: (field.nested ?? []).map(nestedDto) } : {}),
    _links: {},
  };
}

/** Squidex SchemaDto: every collection present, `_links` on the schema and every field. */
export function toSchemaDto(app: string, schema: StoredSchema, caller: Caller | undefined) {
  const self = `/api/apps/${app}/schemas/${schema.name}`;
  const contents = `/api/content/${app}/${schema.name}`;
  const write = can(caller, "schemas.write");
  const links: Record<string, { href: string; method: string }> = { self: { href: self, method: "GET" } };
  if (schema.isPublished && schema.type !== "Component") {
    links.contents = { href: contents, method: "GET" };
    if (can(caller, "contents.write")) {
      links["contents/create"] = { href: contents, method: "POST" };
      links["contents/create/publish"] = { href: `${contents}?publish=true`, method: "POST" };
    }
  }
  if (write) {
    links.update = { href: self, method: "PUT" };
    links["fields/add"] = { href: `${self}/fields`, method: "POST" };
    links[schema.isPublished ? "unpublish" : "publish"] = { href: `${self}/${schema.isPublished ? "unpublish" : "publish"}`, method: "PUT" };
  }
  return {
    id: schema.id,
    name: schema.name,
    type: schema.type,
    isSingleton: schema.type === "Singleton",
    ...(schema.extras.category ? { category: schema.extras.category } : {}),
    isPublished: schema.isPublished,
    properties: { validateOnPublish: false, ...schema.properties },
    scripts: schema.extras.scripts,
    previewUrls: schema.extras.previewUrls,
    fieldsInLists: schema.extras.fieldsInLists,
    fieldsInReferences: schema.extras.fieldsInReferences,
    fieldRules: schema.extras.fieldRules,
    fields: schema.fields.map(fieldDto),
    created: instant(schema.created),
    createdBy: schema.createdBy,
    lastModified: instant(schema.lastModified),
    lastModifiedBy: schema.lastModifiedBy,
    version: schema.version,
    _links: links,
  };
}
