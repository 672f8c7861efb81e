import type { SQLInputValue } from "node:sqlite";
import { badRequest } from "../errors.ts";

/** A parameterised SQL condition: `sql` never contains caller text, only `?` placeholders. */
export interface SqlCondition {
  sql: string;
  params: SQLInputValue[];
}

/** OData field names of assets → their columns; nothing else may be filtered or sorted on. */
const ASSET_COLUMNS: Readonly<Record<string, string>> = {
  id: "id",
  fileName: "file_name",
  slug: "slug",
  mimeType: "mime_type",
  fileSize: "file_size",
  fileHash: "file_hash",
  fileVersion: "file_version",
  parentId: "parent_id",
  version: "version",
  created: "created",
  lastModified: "last_modified",
  tags: "tags",
};

const COMPARE: Record<string, string> = { eq: "=", ne: "<>", lt: "<", le: "<=", gt: ">", ge: ">=" };
const FUNCTIONS = new Set(["contains", "startswith", "endswith"]);
const TOKEN = /\s*(?:('(?:[^']|'')*')|(\d{4}-\d\d-\d\d(?:T[\d:.]+(?:Z|[+-]\d\d:\d\d)?)?)|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_/]*)|([(),]))/y;

type Token = { kind: "string" | "number" | "word" | "punct"; value: string | number };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < input.length) {
    if (/^\s*$/.test(input.slice(TOKEN.lastIndex))) break;
    const start = TOKEN.lastIndex;
    const m = TOKEN.exec(input);
    if (!m) throw badRequest(`Invalid $filter near position ${start}.`);
    if (m[1] !== undefined) tokens.push({ kind: "string", value: m[1].slice(1, -1).replaceAll("''", "'") });
    else if (m[2] !== undefined) tokens.push({ kind: "string", value: m[2] });
    else if (m[3] !== undefined) tokens.push({ kind: "number", value: Number(m[3]) });
    else if (m[4] !== undefined) tokens.push({ kind: "word", value: m[4] });
    else tokens.push({ kind: "punct", value: m[5]! });
  }
  return tokens;
}

/** Parses an OData `$filter` over asset fields into SQL; 400 for anything it does not understand. */
export function parseAssetFilter(input: string): SqlCondition {
  if (input.length > 2000) throw badRequest("$filter is too long.");
  const tokens = tokenize(input);
  let pos = 0;
  const peek = () => tokens[pos];
  const isWord = (word: string) => peek()?.kind === "word" && String(peek()!.value).toLowerCase() === word;
  const expect = (value: string) => {
    if (peek()?.value !== value) throw badRequest(`Invalid $filter: expected '${value}'.`);
    pos++;
  };
  const field = (): [name: string, column: string] => {
    const t = tokens[pos++];
    const column = t?.kind === "word" ? ASSET_COLUMNS[String(t.value)] : undefined;
    if (!column) throw badRequest(`Invalid $filter: unknown field '${t?.value ?? ""}'.`);
    return [String(t!.value), column];
  };
  const literal = (): SQLInputValue => {
    const t = tokens[pos++];
    if (t?.kind === "string" || t?.kind === "number") return t.value;
    if (t?.kind === "word" && (t.value === "true" || t.value === "false")) return t.value === "true" ? 1 : 0;
    if (t?.kind === "word" && t.value === "null") return null;
    throw badRequest("Invalid $filter: expected a value.");
  };

  const or = (depth: number): SqlCondition => binary(depth, "or", and);
  const and = (depth: number): SqlCondition => binary(depth, "and", unary);
  const binary = (depth: number, op: string, next: (d: number) => SqlCondition): SqlCondition => {
    let left = next(depth);
    while (isWord(op)) {
      pos++;
      const right = next(depth);
      left = { sql: `(${left.sql} ${op.toUpperCase()} ${right.sql})`, params: [...left.params, ...right.params] };
    }
    return left;
  };
  const unary = (depth: number): SqlCondition => {
    if (depth > 32) throw badRequest("Invalid $filter: nested too deeply.");
    if (isWord("not")) {
      pos++;
      const inner = unary(depth + 1);
      return { sql: `(NOT ${inner.sql})`, params: inner.params };
    }
    if (peek()?.value === "(") {
      pos++;
      const inner = or(depth + 1);
      expect(")");
      return inner;
    }
    const word = peek()?.kind === "word" ? String(peek()!.value).toLowerCase() : "";
    if (FUNCTIONS.has(word)) {
      pos++;
      expect("(");
      const [name, column] = field();
      expect(",");
      const value = literal();
      expect(")");
      return likeCondition(name, column, word, value);
    }
    const [name, column] = field();
    const op = String(tokens[pos++]?.value ?? "").toLowerCase();
    if (op === "in") {
      expect("(");
      const values = [literal()];
      while (peek()?.value === ",") {
        pos++;
        values.push(literal());
      }
      expect(")");
      if (name === "tags") return { sql: `EXISTS (SELECT 1 FROM json_each(tags) WHERE value IN (${values.map(() => "?").join(", ")}))`, params: values };
      return { sql: `${column} IN (${values.map(() => "?").join(", ")})`, params: values };
    }
    const sqlOp = COMPARE[op];
    if (!sqlOp) throw badRequest(`Invalid $filter: unknown operator '${op}'.`);
    const value = literal();
    if (name === "tags") {
      if (op !== "eq" && op !== "ne") throw badRequest("Invalid $filter: tags support eq, ne, in and the string functions.");
      const exists = `EXISTS (SELECT 1 FROM json_each(tags) WHERE value = ?)`;
      return { sql: op === "eq" ? exists : `NOT ${exists}`, params: [value] };
    }
    if (value === null) return { sql: op === "eq" ? `${column} IS NULL` : `${column} IS NOT NULL`, params: [] };
    return { sql: `${column} ${sqlOp} ?`, params: [value] };
  };

  const result = or(0);
  if (pos !== tokens.length) throw badRequest(`Invalid $filter: unexpected '${tokens[pos]!.value}'.`);
  return result;
}

function likeCondition(name: string, column: string, fn: string, value: SQLInputValue): SqlCondition {
  if (typeof value !== "string") throw badRequest(`Invalid $filter: ${fn} needs a string.`);
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = fn === "contains" ? `%${escaped}%` : fn === "startswith" ? `${escaped}%` : `%${escaped}`;
  if (name === "tags") return { sql: `EXISTS (SELECT 1 FROM json_each(tags) WHERE value LIKE ? ESCAPE '\\')`, params: [pattern] };
  return { sql: `${column} LIKE ? ESCAPE '\\'`, params: [pattern] };
}

/** Parses `$orderby` (`fileName asc, created desc`) into an ORDER BY list over whitelisted columns. */
export function parseAssetOrderBy(input: string | null): string {
  if (!input?.trim()) return "last_modified DESC, id ASC";
  const parts = input.split(",").map((part) => {
    const [name = "", direction = "asc", ...rest] = part.trim().split(/\s+/);
    const column = ASSET_COLUMNS[name];
    const dir = direction.toLowerCase();
    if (!column || name === "tags" || rest.length || (dir !== "asc" && dir !== "desc")) throw badRequest(`Invalid $orderby '${part.trim()}'.`);
    return `${column} ${dir.toUpperCase()}`;
  });
  return [...parts, "id ASC"].join(", ");
}
