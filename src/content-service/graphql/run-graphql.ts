import { execute, GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import { SquidexError } from "../errors.ts";
import type { GraphQLContext } from "./build-schema.ts";
import { limitViolations, LIMITS, measureDocument } from "./limits.ts";

/** A GraphQL-over-HTTP request as it arrives in a POST body or GET query. */
export interface GraphQLParams {
  query: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQLHttpResult {
  status: number;
  body: { data?: unknown; errors?: { message: string; locations?: unknown; path?: unknown }[] };
}

const fail = (status: number, ...messages: string[]): GraphQLHttpResult => ({ status, body: { errors: messages.map((message) => ({ message })) } });

/**
 * Runs one request: 400 `{errors}` for a missing, too long, unparsable, too deep or too wide query,
 * bad variables, or a validation error; 403 `{errors}` for introspection without permission; else
 * 200 with `{data, errors?}` as graphql-js produces it. Resolver errors other than SquidexError and
 * GraphQLError are reported as "Internal error" so no internals (SQL text) leak.
 */
export function runGraphQL(schema: GraphQLSchema, params: GraphQLParams, options: { allowIntrospection: boolean; context: GraphQLContext }): GraphQLHttpResult {
  const { query, variables, operationName } = params;
  if (typeof query !== "string" || !query.trim()) return fail(400, "The request has no GraphQL query.");
  if (query.length > LIMITS.maxQueryLength) return fail(400, `The query is longer than ${LIMITS.maxQueryLength} characters.`);
  if (variables !== undefined && variables !== null && (typeof variables !== "object" || Array.isArray(variables))) {
    return fail(400, "Variables must be a JSON object.");
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string") return fail(400, "operationName must be a string.");

  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: LIMITS.maxTokens });
  } catch (error) {
    return fail(400, error instanceof GraphQLError ? error.message : "The query could not be parsed.");
  }
  const cost = measureDocument(document, options.allowIntrospection);
  const violations = limitViolations(cost);
  if (violations.length) return fail(400, ...violations);
  if (cost.usesIntrospection && !options.allowIntrospection) return fail(403, "GraphQL introspection is not allowed for this client.");
  const errors = validate(schema, document, specifiedRules);
  if (errors.length) return { status: 400, body: { errors: errors.map((e) => e.toJSON()) } };

  const result = execute({
    schema,
    document,
    variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: (operationName ?? undefined) as string | undefined,
    contextValue: options.context,
  });
  if (result instanceof Promise) throw new Error("GraphQL resolvers must be synchronous");
  const body: GraphQLHttpResult["body"] = {};
  if (result.data !== undefined) body.data = result.data;
  if (result.errors?.length) body.errors = result.errors.map(publicError);
  return { status: result.data === undefined ? 400 : 200, body };
}

function publicError(error: GraphQLError): { message: string; locations?: unknown; path?: unknown } {
  const original = error.originalError;
  const safe = !original || original instanceof GraphQLError || original instanceof SquidexError;
  if (!safe) console.error("graphql resolver failed", original);
  const message = safe
    ? original instanceof SquidexError && original.details?.length
      ? `${original.message}: ${original.details.join("; ")}`
      : error.message
    : "Internal error.";
  return { message, ...(error.locations ? { locations: error.locations } : {}), ...(error.path ? { path: error.path } : {}) };
}
