import type { SQLInputValue } from "node:sqlite";
import type { FilterNode, Literal, MetaField, PropertyPath, SortNode } from "./ast.ts";

/** SQL text built only from fixed fragments, plus the bound values in order of appearance. */
export interface SqlFragment {
  sql: string;
  params: SQLInputValue[];
}

// The only place a property becomes SQL text: a fixed column per meta field.
const COLUMNS: Record<MetaField, string> = {
  id: "c.id",
  created: "c.created",
  createdBy: "c.created_by",
  lastModified: "c.last_modified",
  lastModifiedBy: "c.last_modified_by",
  version: "c.version",
  status: "c.status",
  // A draft's status; null for published-only readers (see the sources in contents/read.ts).
  newStatus: "c.new_status",
};

/** The JSON path of a data property; bound as a parameter, never spliced into SQL. */
export function jsonPath(path: Extract<PropertyPath, { kind: "data" }>): string {
  return "$" + [path.field, path.partition, ...path.rest].map((segment) => `."${segment}"`).join("");
}

function bind(value: Literal): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

function valueExpr(path: PropertyPath, params: SQLInputValue[]): string {
  if (path.kind === "meta") return COLUMNS[path.name];
  params.push(jsonPath(path));
  return "json_extract(c.data, ?)";
}

const CMP = { eq: "=", ne: "<>", lt: "<", le: "<=", gt: ">", ge: ">=" } as const;
const FNS = { contains: "bk_contains", startswith: "bk_startswith", endswith: "bk_endswith" } as const;

/** A condition on one value expression `x` (either the property or one element of an array property). */
function condition(node: Extract<FilterNode, { kind: "compare" | "in" | "fn" }>, x: string, params: SQLInputValue[]): string {
  switch (node.kind) {
    case "compare":
      if (node.value === null) return node.op === "eq" ? `${x} IS NULL` : node.op === "ne" ? `${x} IS NOT NULL` : "0";
      params.push(bind(node.value));
      return node.op === "ne" ? `${x} IS NOT ?` : `${x} ${CMP[node.op]} ?`;
    case "in":
      params.push(JSON.stringify(node.values.map(bind)));
      return `${x} IN (SELECT value FROM json_each(?))`;
    case "fn":
      params.push(node.value);
      return `${FNS[node.fn]}(${x}, ?) = 1`;
  }
}

function compile(node: FilterNode, params: SQLInputValue[]): string {
  switch (node.kind) {
    case "and":
    case "or":
      return `(${node.children.map((child) => compile(child, params)).join(node.kind === "and" ? " AND " : " OR ")})`;
    case "not":
      return `NOT coalesce(${compile(node.child, params)}, 0)`;
    case "exists":
      return `${valueExpr(node.path, params)} IS NOT NULL`;
    case "empty": {
      if (node.path.kind === "meta") return `coalesce(${COLUMNS[node.path.name]}, '') = ''`;
      const p = jsonPath(node.path);
      params.push(p, p, p);
      return `(coalesce(json_extract(c.data, ?), '') = '' OR (json_type(c.data, ?) = 'array' AND json_array_length(c.data, ?) = 0))`;
    }
    default: {
      const { path } = node;
      if (path.kind === "data" && path.isArray) {
        params.push(jsonPath(path));
        // Squidex: on an array field a comparison matches when any element matches; `ne` when none equals.
        if (node.kind === "compare" && node.op === "ne") {
          const inner = condition({ ...node, op: "eq" }, "e.value", params);
          return `NOT EXISTS (SELECT 1 FROM json_each(c.data, ?) AS e WHERE ${inner})`;
        }
        return `EXISTS (SELECT 1 FROM json_each(c.data, ?) AS e WHERE ${condition(node, "e.value", params)})`;
      }
      const x = valueExpr(path, params);
      return condition(node, x, params);
    }
  }
}

/** Compiles a filter to a parameterised SQL condition over the `contents` row aliased `c`. */
export function compileFilter(node: FilterNode): SqlFragment {
  const params: SQLInputValue[] = [];
  return { sql: compile(node, params), params };
}

/** Compiles a sort to an ORDER BY list, always ending with the `c.id ASC` tie-breaker unless id is sorted on. */
export function compileSort(sort: SortNode[]): SqlFragment {
  const params: SQLInputValue[] = [];
  const parts = sort.map((s) => `${valueExpr(s.path, params)} ${s.order === "desc" ? "DESC" : "ASC"}`);
  if (!sort.some((s) => s.path.kind === "meta" && s.path.name === "id")) parts.push("c.id ASC");
  return { sql: parts.join(", "), params };
}
