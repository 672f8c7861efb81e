import { Kind, parse, validate, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from "graphql";
import { HttpError } from "../errors/http-error.ts";
import { privateProbeIssues } from "../cms/public-graphql.ts";

/** Deepest selection nesting accepted from the site's GraphQL endpoint. */
export const MAX_DEPTH = 12;

function depth(set: SelectionSetNode | undefined, fragments: Map<string, SelectionSetNode>, seen: Set<string>): number {
  if (!set) return 0;
  let max = 0;
  for (const s of set.selections) {
    if (s.kind === Kind.FRAGMENT_SPREAD) {
      if (seen.has(s.name.value)) throw new HttpError("BadRequest", { details: { graphquery: ["fragment cycle"] } });
      max = Math.max(max, depth(fragments.get(s.name.value), fragments, new Set([...seen, s.name.value])));
    } else {
      max = Math.max(max, (s.kind === Kind.FIELD ? 1 : 0) + depth(s.selectionSet, fragments, seen));
    }
  }
  return max;
}

/**
 * Accepts only read queries: one or more `query` operations (no mutation or subscription), no
 * introspection (`__schema`, `__type`) unless `allowIntrospection`, depth at most MAX_DEPTH.
 * The service's own token may write, so this check is what keeps the endpoint read-only.
 */
export function assertReadOnlyQuery(source: string, allowIntrospection: boolean): DocumentNode {
  let doc: DocumentNode;
  try {
    doc = parse(source, { maxTokens: 5000 });
  } catch (error) {
    throw new HttpError("BadRequest", { details: { graphquery: [(error as Error).message.slice(0, 200)] } });
  }
  const fragments = new Map<string, SelectionSetNode>();
  for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def.selectionSet);
  for (const def of doc.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) continue;
    if (def.kind !== Kind.OPERATION_DEFINITION || def.operation !== "query") {
      throw new HttpError("BadRequest", { details: { graphquery: ["only queries are allowed"] } });
    }
    if (depth(def.selectionSet, fragments, new Set()) > MAX_DEPTH) {
      throw new HttpError("BadRequest", { details: { graphquery: [`deeper than ${MAX_DEPTH} levels`] } });
    }
  }
  if (!allowIntrospection && /\b__(schema|type)\b/.test(source)) {
    throw new HttpError("BadRequest", { details: { graphquery: ["introspection is not allowed"] } });
  }
  return doc;
}

/**
 * Accepts an anonymous query only when it is valid against `schema`, the anonymous schema of
 * `src/lib/cms/public-graphql.ts`: a field, argument or type it does not offer (a private schema,
 * `version`, a reference into a private schema) is a 400 naming what is unknown, exactly as for
 * a schema that does not exist. A filter, order or search that could probe a private field
 * (`privateProbeIssues`) is a 400 `PrivateFieldQuery`.
 */
export function assertPublicQuery(schema: GraphQLSchema, document: DocumentNode): void {
  const errors = validate(schema, document, undefined, { maxErrors: 5 });
  if (errors.length) throw new HttpError("BadRequest", { details: { graphquery: errors.map((e) => e.message.slice(0, 200)) } });
  const probes = privateProbeIssues(schema, document);
  if (probes.length) throw new HttpError("PrivateFieldQuery", { details: { graphquery: probes.slice(0, 5) } });
}

/** Query texts found valid per anonymous schema: a page's few queries are validated once per schema build, not per request. */
const accepted = new WeakMap<GraphQLSchema, Set<string>>();
const ACCEPTED_PER_SCHEMA = 1000;

/** `assertPublicQuery` for the query text `source` (parsed as `document`), remembering what it accepted for this schema. */
export function assertPublicSource(schema: GraphQLSchema, source: string, document: DocumentNode): void {
  let seen = accepted.get(schema);
  if (!seen) accepted.set(schema, (seen = new Set()));
  if (seen.has(source)) return;
  assertPublicQuery(schema, document);
  if (seen.size >= ACCEPTED_PER_SCHEMA) seen.clear();
  seen.add(source);
}
