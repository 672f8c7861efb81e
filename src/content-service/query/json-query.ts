import type { AppLanguage, SchemaRecord } from "../types.ts";
import type { CompareOp, FilterNode, Literal, ParsedQuery, PropertyPath, SortNode, StringFn } from "./ast.ts";
import { queryError } from "./errors.ts";
import { coerceLiteral } from "./literal.ts";
import { MAX_DEPTH } from "./odata.ts";
import { resolvePath } from "./path.ts";

const OPS: Record<string, CompareOp | StringFn | "in" | "exists" | "empty"> = {
  eq: "eq",
  ne: "ne",
  lt: "lt",
  le: "le",
  gt: "gt",
  ge: "ge",
  contains: "contains",
  startswith: "startswith",
  endswith: "endswith",
  in: "in",
  exists: "exists",
  empty: "empty",
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function literal(value: unknown): Literal {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number" && Number.isFinite(value)) return value;
  throw queryError("Filter values must be strings, numbers, booleans or null.");
}

/** Accepts `data.title.iv` (original field names) and, leniently, `data/title/iv`. */
function path(value: unknown, schema: SchemaRecord, languages: AppLanguage[]): PropertyPath {
  if (typeof value !== "string" || value.length === 0 || value.length > 500) throw queryError("Filter 'path' must be a non-empty string.");
  return resolvePath(value.split(/[./]/), schema, languages);
}

function filter(node: unknown, schema: SchemaRecord, languages: AppLanguage[], depth: number): FilterNode {
  if (depth > MAX_DEPTH) throw queryError(`Query is nested deeper than ${MAX_DEPTH} levels.`);
  if (!isObject(node)) throw queryError("A filter must be an object.");
  for (const key of ["and", "or"] as const) {
    if (key in node) {
      const list = node[key];
      if (!Array.isArray(list) || list.length === 0) throw queryError(`'${key}' needs a non-empty array of filters.`);
      return { kind: key, children: list.map((child) => filter(child, schema, languages, depth + 1)) };
    }
  }
  if ("not" in node) return { kind: "not", child: filter(node.not, schema, languages, depth + 1) };
  const p = path(node.path, schema, languages);
  const opText = node.op === undefined ? "eq" : node.op;
  const op = typeof opText === "string" ? OPS[opText.toLowerCase()] : undefined;
  if (!op) throw queryError(`Unknown operator '${String(opText).slice(0, 40)}'.`);
  if (op === "exists" || op === "empty") return { kind: op, path: p };
  if (op === "in") {
    if (!Array.isArray(node.value) || node.value.length === 0) throw queryError("'in' needs a non-empty array value.");
    return { kind: "in", path: p, values: node.value.map((v) => coerceLiteral(p, literal(v))) };
  }
  if (op === "contains" || op === "startswith" || op === "endswith") {
    if (typeof node.value !== "string") throw queryError(`'${op}' needs a string value.`);
    return { kind: "fn", fn: op, path: p, value: node.value };
  }
  return { kind: "compare", op, path: p, value: coerceLiteral(p, literal(node.value)) };
}

function count(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) throw queryError(`'${name}' must be a non-negative integer.`);
  return value;
}

/**
 * Parses Squidex's JSON query (`q`: `{filter, sort, skip, take|top, fullText}`), given as text or as a
 * parsed value. Throws a 400 SquidexError for malformed input.
 */
export function parseJsonQuery(input: unknown, schema: SchemaRecord, languages: AppLanguage[]): Omit<ParsedQuery, "ids"> {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
      throw queryError("'q' is not valid JSON.");
    }
  }
  if (!isObject(value)) throw queryError("'q' must be a JSON object.");
  const sortList = value.sort ?? [];
  if (!Array.isArray(sortList) || sortList.length > 10) throw queryError("'sort' must be an array of at most 10 entries.");
  const sort: SortNode[] = sortList.map((entry) => {
    if (!isObject(entry)) throw queryError("A sort entry must be an object.");
    const order = entry.order === undefined ? "ascending" : entry.order;
    if (order !== "ascending" && order !== "descending") throw queryError("Sort 'order' must be 'ascending' or 'descending'.");
    return { path: path(entry.path, schema, languages), order: order === "ascending" ? "asc" : "desc" };
  });
  const fullText = value.fullText;
  if (fullText !== undefined && fullText !== null && typeof fullText !== "string") throw queryError("'fullText' must be a string.");
  return {
    filter: value.filter === undefined || value.filter === null ? undefined : filter(value.filter, schema, languages, 0),
    sort,
    skip: count(value.skip, "skip"),
    top: count(value.take ?? value.top, "take"),
    search: fullText ?? undefined,
  };
}
