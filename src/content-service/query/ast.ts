/** Content meta fields a query may address, mapped to their column by the SQL compiler. */
export const META_FIELDS = ["id", "created", "createdBy", "lastModified", "lastModifiedBy", "version", "status", "newStatus"] as const;
export type MetaField = (typeof META_FIELDS)[number];

/** A validated property path: a meta field, or a schema field with its partition and optional sub-path. */
export type PropertyPath = { kind: "meta"; name: MetaField } | { kind: "data"; field: string; partition: string; rest: string[]; isArray: boolean };

export type Literal = string | number | boolean | null;

export type CompareOp = "eq" | "ne" | "lt" | "le" | "gt" | "ge";
export type StringFn = "contains" | "startswith" | "endswith";

/** A parsed filter; every value is data, never SQL. */
export type FilterNode =
  | { kind: "and"; children: FilterNode[] }
  | { kind: "or"; children: FilterNode[] }
  | { kind: "not"; child: FilterNode }
  | { kind: "compare"; op: CompareOp; path: PropertyPath; value: Literal }
  | { kind: "in"; path: PropertyPath; values: Literal[] }
  | { kind: "fn"; fn: StringFn; path: PropertyPath; value: string }
  | { kind: "exists" | "empty"; path: PropertyPath };

export interface SortNode {
  path: PropertyPath;
  order: "asc" | "desc";
}

/** A fully parsed content query, ready to compile. */
export interface ParsedQuery {
  filter?: FilterNode;
  sort: SortNode[];
  top?: number;
  skip?: number;
  search?: string;
  ids?: string[];
}
