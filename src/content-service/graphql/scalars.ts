import { GraphQLScalarType, Kind, type ValueNode } from "graphql";

function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literalValue);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalValue(f.value)]));
    default:
      return undefined;
  }
}

/** Any JSON value, as Squidex's `JsonScalar`. */
export const JsonScalar = new GraphQLScalarType({
  name: "JsonScalar",
  description: "Unstructured JSON value.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalValue,
});

/** An ISO-8601 UTC timestamp, as Squidex's `Instant`. */
export const InstantScalar = new GraphQLScalarType({
  name: "Instant",
  description: "ISO-8601 timestamp in UTC, e.g. 2024-03-01T10:15:30Z.",
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => String(value),
  parseLiteral: (node) => (node.kind === Kind.STRING ? node.value : undefined),
});
