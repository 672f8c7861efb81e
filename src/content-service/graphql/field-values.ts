import { GraphQLBoolean, GraphQLFloat, GraphQLList, GraphQLNonNull, GraphQLString, type GraphQLOutputType } from "graphql";
import type { FieldType } from "../types.ts";
import { InstantScalar, JsonScalar } from "./scalars.ts";

const strings = new GraphQLList(new GraphQLNonNull(GraphQLString));

/**
 * The GraphQL type of one field value. References and Assets are lists of ids, and structured
 * types (Json, Geolocation, Array, Component(s), RichText) are JsonScalar: a flatter shape than
 * Squidex's object and union types, chosen so every schema maps without per-type code.
 */
export function valueType(fieldType: FieldType): GraphQLOutputType {
  switch (fieldType) {
    case "String":
      return GraphQLString;
    case "Number":
      return GraphQLFloat;
    case "Boolean":
      return GraphQLBoolean;
    case "DateTime":
      return InstantScalar;
    case "Tags":
    case "References":
    case "Assets":
      return strings;
    default:
      return JsonScalar;
  }
}

/** Coerces a stored value to what `valueType` promises, or null, so bad data never fails a whole query. */
export function coerceValue(fieldType: FieldType, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (fieldType) {
    case "String":
      return typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : null;
    case "Number":
      return typeof value === "number" && Number.isFinite(value) ? value : null;
    case "Boolean":
      return typeof value === "boolean" ? value : null;
    case "DateTime":
      return typeof value === "string" ? value : null;
    case "Tags":
    case "References":
    case "Assets":
      return Array.isArray(value) ? value.filter((v) => typeof v === "string") : null;
    default:
      return value;
  }
}

/** Squidex's flat value: the only partition's value, else the master language's, else the first. */
export function flatValue(partitions: Record<string, unknown> | undefined, master: string): unknown {
  if (!partitions || typeof partitions !== "object") return undefined;
  const keys = Object.keys(partitions);
  if (keys.length === 1) return partitions[keys[0]!];
  if (master in partitions) return partitions[master];
  if ("iv" in partitions) return partitions.iv;
  return keys.length ? partitions[keys[0]!] : undefined;
}
