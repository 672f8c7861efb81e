import { GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLFieldConfigMap } from "graphql";
import type { AppLanguage, ContentRecord, SchemaField, SchemaRecord } from "../types.ts";
import { withoutHidden } from "../contents/shape.ts";
import { coerceValue, flatValue, valueType } from "./field-values.ts";
import { camelCase, partitionName, pascalCase } from "./names.ts";
import { InstantScalar, JsonScalar } from "./scalars.ts";

const STATUS_COLORS: Record<string, string> = { Draft: "#8091A5", Published: "#4BB958", Archived: "#EB3142" };

/** The visible fields of a schema with their GraphQL names (camelCase, unique within the schema). */
function graphQLFields(schema: SchemaRecord): { field: SchemaField; name: string }[] {
  const used = new Set<string>();
  return schema.fields
    .filter((f) => !f.isHidden && f.properties.fieldType !== "UI")
    .map((field) => {
      const base = camelCase(field.name);
      let name = base;
      for (let n = 2; used.has(name); n++) name = `${base}${n}`;
      used.add(name);
      return { field, name };
    });
}

/** The type names a schema's generated types use, reserved together so no two schemas collide. */
export function typeSuffixes(schema: SchemaRecord): string[] {
  return ["", "DataDto", "FlatDataDto", "ResultDto", ...graphQLFields(schema).map(({ name }) => `Data${pascalCase(name)}Dto`)];
}

/**
 * Builds `T` for one schema: system fields, `data` (one object per field with a sub-field per
 * partition: `iv` or the languages), `flatData` (plain values, master language for localized fields)
 * and `data__dynamic`. Needs the type name already allocated through `names`.
 */
export function contentType(schema: SchemaRecord, typeName: string, languages: AppLanguage[], app: string): GraphQLObjectType {
  const master = languages.find((l) => l.isMaster)?.iso2Code ?? languages[0]?.iso2Code ?? "iv";
  const fields = graphQLFields(schema);
  const dataFields: GraphQLFieldConfigMap<ContentRecord["data"], unknown> = {};
  const flatFields: GraphQLFieldConfigMap<ContentRecord["data"], unknown> = {};
  for (const { field, name } of fields) {
    const type = valueType(field.properties.fieldType);
    const keys = field.partitioning === "language" ? languages.map((l) => l.iso2Code) : ["iv"];
    const partitionFields: GraphQLFieldConfigMap<Record<string, unknown>, unknown> = {};
    for (const key of keys) {
      partitionFields[partitionName(key)] = { type, resolve: (p) => coerceValue(field.properties.fieldType, p[key]) };
    }
    const partitionType = new GraphQLObjectType({ name: `${typeName}Data${pascalCase(name)}Dto`, fields: partitionFields });
    dataFields[name] = {
      type: partitionType,
      description: field.properties.hints || field.properties.label,
      resolve: (data) => (data[field.name] && typeof data[field.name] === "object" ? data[field.name] : null),
    };
    flatFields[name] = {
      type,
      description: field.properties.hints || field.properties.label,
      resolve: (data) => coerceValue(field.properties.fieldType, flatValue(data[field.name], master)),
    };
  }
  const hasData = fields.length > 0;
  return new GraphQLObjectType<ContentRecord>({
    name: typeName,
    description: `The structure of a ${schema.properties.label ?? schema.name} content type.`,
    fields: () => ({
      id: { type: new GraphQLNonNull(GraphQLString) },
      version: { type: new GraphQLNonNull(GraphQLInt) },
      created: { type: new GraphQLNonNull(InstantScalar) },
      createdBy: { type: new GraphQLNonNull(GraphQLString) },
      lastModified: { type: new GraphQLNonNull(InstantScalar) },
      lastModifiedBy: { type: new GraphQLNonNull(GraphQLString) },
      status: { type: new GraphQLNonNull(GraphQLString) },
      statusColor: { type: new GraphQLNonNull(GraphQLString), resolve: (c) => STATUS_COLORS[c.status] ?? "#8091A5" },
      newStatus: { type: GraphQLString, description: "The status of the draft of a published item.", resolve: (c) => c.newStatus ?? null },
      newStatusColor: { type: GraphQLString, resolve: (c) => (c.newStatus ? (STATUS_COLORS[c.newStatus] ?? "#8091A5") : null) },
      url: {
        type: new GraphQLNonNull(GraphQLString),
        resolve: (c) => `/api/content/${encodeURIComponent(app)}/${encodeURIComponent(schema.name)}/${encodeURIComponent(c.id)}`,
      },
      data__dynamic: { type: JsonScalar, resolve: (c) => withoutHidden(c.data, schema) },
      ...(hasData
        ? {
            data: {
              type: new GraphQLNonNull(new GraphQLObjectType({ name: `${typeName}DataDto`, fields: dataFields })),
              resolve: (c: ContentRecord) => c.data,
            },
            flatData: {
              type: new GraphQLNonNull(new GraphQLObjectType({ name: `${typeName}FlatDataDto`, fields: flatFields })),
              resolve: (c: ContentRecord) => c.data,
            },
          }
        : {}),
    }),
  });
}
