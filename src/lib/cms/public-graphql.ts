import {
  buildClientSchema,
  getNamedType,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionField,
  type IntrospectionInputValue,
  type IntrospectionQuery,
  type IntrospectionType,
  type IntrospectionTypeRef,
} from "graphql";
import * as v from "valibot";
import type { CmsClient } from "./client.ts";
import { fieldSpellings, mentionsField } from "./private-fields.ts";
import { PRIVATE_FIELDS, PUBLIC_SCHEMAS } from "./public-schemas.ts";

/**
 * A content schema's type name in Squidex's generated GraphQL schema: its name (a slug of
 * lower-case letters, digits and dashes) in PascalCase, `text-styles` → `TextStyles`, prefixed
 * `gql_` when it does not start with a letter (`3d-models` → `gql_3dModels`). A name that clashes
 * with another gets a number appended, which `publicGraphQLSchema` treats as ambiguous.
 */
export function graphqlTypeName(schemaName: string): string {
  const joined = schemaName
    .split(/[-_\s.]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("");
  return /^[A-Za-z]/.test(joined) ? joined : `gql_${joined}`;
}

/**
 * An introspection result, checked as far as this module reads it before `buildClientSchema`
 * (which checks the rest): the query type's name, and the types and directives as lists of named
 * objects.
 */
const IntrospectionSchema = v.pipe(
  v.looseObject({
    __schema: v.looseObject({
      queryType: v.looseObject({ name: v.string() }),
      types: v.array(v.looseObject({ name: v.string() })),
      directives: v.array(v.looseObject({ args: v.array(v.looseObject({})) })),
    }),
  }),
  v.transform((input) => input as unknown as IntrospectionQuery),
);

/** Root fields anonymous visitors may use besides the public schemas' own: the asset queries (as `/api/getassets`). */
const ASSET_FIELDS = new Set(["findAsset", "queryAssets", "queryAssetsWithTotal"]);
/** Types no anonymous query may reach: editor accounts (`createdByUser`, `lastModifiedByUser`). */
const ALWAYS_HIDDEN = ["User"];
/** Fields left out for anonymous queries: the untyped data, which no public field list describes (a real Squidex may return more there). */
const HIDDEN_FIELDS = new Set(["data__dynamic"]);

/** An introspected type as this module edits it (a copy). */
interface TypeEntry {
  name: string;
  fields?: IntrospectionField[];
  interfaces?: { name: string }[];
  possibleTypes?: { name: string }[];
  inputFields?: IntrospectionInputValue[];
}

const namedType = (ref: IntrospectionTypeRef): string => ("ofType" in ref && ref.ofType ? namedType(ref.ofType) : (ref as { name: string }).name);

/**
 * The content types named by `find{T}Content` root fields, except a `T` that a schema with another
 * name may hold (Squidex and the embedded service number clashing names: `Pages`, `Pages2`), so a
 * private schema can never pass for a public one.
 */
function unambiguousContentTypes(query: TypeEntry): Set<string> {
  const finds = new Map<string, string>();
  for (const field of query.fields ?? []) {
    const match = /^find(.+)Content$/.exec(field.name);
    if (match) finds.set(match[1]!, namedType(field.type));
  }
  const out = new Set<string>();
  for (const [name, type] of finds) {
    if (name !== type) continue;
    const clashes = [...finds.keys()].some((other) => other !== name && new RegExp(`^${name}\\d+$`).test(other));
    if (!clashes) out.add(name);
  }
  return out;
}

/**
 * Removes the private fields of each public content type from its `data` and `flatData` types
 * (the partition types they lead to are then unreachable and go too).
 */
function removePrivateFields(types: Map<string, TypeEntry>, allowed: Set<string>, privateFields: Readonly<Record<string, readonly string[]>>) {
  for (const [schema, fields] of Object.entries(privateFields)) {
    const content = types.get(graphqlTypeName(schema));
    if (!content || !allowed.has(content.name)) continue;
    const names = new Set(fields.flatMap(fieldSpellings));
    for (const field of content.fields ?? []) {
      if (field.name !== "data" && field.name !== "flatData") continue;
      const data = types.get(namedType(field.type));
      if (data?.fields) data.fields = data.fields.filter((f) => !names.has(f.name));
    }
  }
}

/**
 * What an anonymous visitor may query, cut out of the content service's full schema (its
 * introspection): the public schemas' `find…Content`, `find…Singleton`, `query…Contents` and
 * `query…ContentsWithTotal` without the `version` argument (an old version may be unpublished
 * since), and the asset queries. Every field leading to the content type of another schema, to a
 * union or interface that may hold one (`queryContentsByIds`, multi-schema references), or to
 * editor accounts is removed, as is `data__dynamic`, and so is every type no longer reachable.
 * The private fields of public schemas (`privateFields`, by schema name) are left out of their
 * `data` and `flatData`. Private schemas are then unknown types: a query naming them, in a field, fragment or inline
 * fragment, fails validation.
 */
export function publicGraphQLSchema(
  introspection: IntrospectionQuery,
  publicSchemas: Iterable<string>,
  privateFields: Readonly<Record<string, readonly string[]>> = {},
): GraphQLSchema {
  const types = new Map<string, TypeEntry>(introspection.__schema.types.map((t) => [t.name, structuredClone(t) as unknown as TypeEntry]));
  const query = types.get(introspection.__schema.queryType.name);
  if (!query?.fields) throw new Error("the content schema has no query type");

  const unambiguous = unambiguousContentTypes(query);
  const allowed = new Set([...publicSchemas].map(graphqlTypeName).filter((name) => unambiguous.has(name)));
  const rootFields = new Set([...allowed].flatMap((t) => [`find${t}Content`, `find${t}Singleton`, `query${t}Contents`, `query${t}ContentsWithTotal`]));
  const contentTypes = new Set(query.fields.filter((f) => /^find.+Content$/.test(f.name)).map((f) => namedType(f.type)));
  const hidden = new Set([...ALWAYS_HIDDEN, ...[...contentTypes].filter((name) => !allowed.has(name))]);
  removePrivateFields(types, allowed, privateFields);

  query.fields = query.fields
    .filter((field) => ASSET_FIELDS.has(field.name) || rootFields.has(field.name))
    .map((field) => ({ ...field, args: field.args.filter((arg) => arg.name !== "version") }));

  // Hide abstract types that may hold a hidden type, and objects left without fields, until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const type of types.values()) {
      if (hidden.has(type.name) || type.name.startsWith("__")) continue;
      if (type.possibleTypes?.some((p) => hidden.has(p.name))) {
        hidden.add(type.name);
        changed = true;
        continue;
      }
      if (type.fields) {
        const kept = type.fields.filter((field) => !hidden.has(namedType(field.type)) && !HIDDEN_FIELDS.has(field.name));
        if (kept.length !== type.fields.length) {
          type.fields = kept;
          changed = true;
        }
        if (kept.length === 0) hidden.add(type.name);
      }
      if (type.interfaces) type.interfaces = type.interfaces.filter((i) => !hidden.has(i.name));
    }
  }

  const reachable = new Set<string>();
  const visit = (name: string) => {
    if (reachable.has(name) || hidden.has(name)) return;
    reachable.add(name);
    const type = types.get(name);
    for (const field of type?.fields ?? []) {
      visit(namedType(field.type));
      for (const arg of field.args) visit(namedType(arg.type));
    }
    for (const input of type?.inputFields ?? []) visit(namedType(input.type));
    for (const ref of [...(type?.interfaces ?? []), ...(type?.possibleTypes ?? [])]) visit(ref.name);
  };
  visit(query.name);
  for (const directive of introspection.__schema.directives) for (const arg of directive.args) visit(namedType(arg.type));
  for (const type of types.values()) if (type.name.startsWith("__")) visit(type.name);

  return buildClientSchema({
    __schema: {
      ...introspection.__schema,
      mutationType: null,
      subscriptionType: null,
      types: [...types.values()].filter((type) => reachable.has(type.name)) as unknown as IntrospectionType[],
    },
  });
}

export interface PublicGraphQL {
  /** The anonymous schema (`publicGraphQLSchema`), built on first use and again after `clear()` or the TTL. */
  schema(): Promise<GraphQLSchema>;
  /** Forgets the schema (a publish, a cache flush): the next anonymous query introspects again. */
  clear(): void;
}

/**
 * The anonymous GraphQL schema of the content service behind `cms`, from its introspection (the
 * site's client may introspect; visitors may not). One build serves every anonymous query until
 * it is cleared or `ttlMs` (default 60 s, like the content cache) has passed, so a schema change
 * in the content service reaches it within that time; a failed build is not kept.
 */
export function createPublicGraphQL(cms: Pick<CmsClient, "graphql">, options: { ttlMs?: number; now?: () => number } = {}): PublicGraphQL {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  let current: { built: number; schema: Promise<GraphQLSchema> } | undefined;
  return {
    schema() {
      if (current && now() - current.built < ttlMs) return current.schema;
      const entry = {
        built: now(),
        schema: cms
          .graphql(getIntrospectionQuery({ descriptions: false }), undefined, undefined, IntrospectionSchema)
          .then((introspection) => publicGraphQLSchema(introspection, PUBLIC_SCHEMAS, PRIVATE_FIELDS)),
      };
      entry.schema.catch(() => {
        if (current === entry) current = undefined;
      });
      current = entry;
      return entry.schema;
    },
    clear() {
      current = undefined;
    },
  };
}

/** List arguments that could probe a private field: the OData filter and order, and the full-text search. */
const PROBING_ARGUMENTS = new Set(["filter", "orderby", "search"]);

/**
 * Why the anonymous query `document` (valid against the anonymous `schema`) could probe private
 * fields, if it could: a `filter` or `orderby` naming one, or any `search`, on a field listing a
 * schema with private fields (`privateFields`; the list itself or a `…ResultDto` holding it). Such
 * arguments must be literal strings: a variable's default value is refused rather than followed.
 */
export function privateProbeIssues(
  schema: GraphQLSchema,
  document: DocumentNode,
  privateFields: Readonly<Record<string, readonly string[]>> = PRIVATE_FIELDS,
): string[] {
  const byType = new Map(Object.entries(privateFields).map(([name, fields]) => [graphqlTypeName(name), { name, fields }]));
  const listed = (type: ReturnType<typeof getNamedType>) => {
    if (!type) return undefined;
    const direct = byType.get(type.name);
    if (direct || !isObjectType(type)) return direct;
    const items = type.getFields().items;
    return items ? byType.get(getNamedType(items.type).name) : undefined;
  };
  const issues: string[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const definition = typeInfo.getFieldDef();
        const target = definition ? listed(getNamedType(definition.type)) : undefined;
        if (!target) return;
        for (const arg of node.arguments ?? []) {
          const name = arg.name.value;
          if (!PROBING_ARGUMENTS.has(name) || arg.value.kind === Kind.NULL) continue;
          const refused = arg.value.kind !== Kind.STRING || (name === "search" ? arg.value.value !== "" : mentionsField(target.fields, arg.value.value));
          if (refused) issues.push(`${node.name.value}(${name}:) may not search, filter or sort by ${target.fields.join(", ")} of ${target.name}`);
        }
      },
    }),
  );
  return issues;
}
