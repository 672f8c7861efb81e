import type { AppLanguage, SchemaRecord } from "../types.ts";
import type { CompareOp, FilterNode, Literal, PropertyPath, SortNode, StringFn } from "./ast.ts";
import { queryError } from "./errors.ts";
import { tokenize, type Token } from "./odata-lexer.ts";
import { resolvePath } from "./path.ts";
import { coerceLiteral } from "./literal.ts";

const COMPARE = new Set<string>(["eq", "ne", "lt", "le", "gt", "ge"]);
const STRING_FNS = new Set<string>(["contains", "startswith", "endswith"]);
/** Deepest nesting of parentheses and `not` accepted; deeper input is refused, never overflows the stack. */
export const MAX_DEPTH = 64;

class Parser {
  private i = 0;
  private readonly tokens: Token[];
  private readonly schema: SchemaRecord;
  private readonly languages: AppLanguage[];
  constructor(tokens: Token[], schema: SchemaRecord, languages: AppLanguage[]) {
    this.tokens = tokens;
    this.schema = schema;
    this.languages = languages;
  }

  get done(): boolean {
    return this.i >= this.tokens.length;
  }
  peek(): Token | undefined {
    return this.tokens[this.i];
  }
  next(what: string): Token {
    const token = this.tokens[this.i++];
    if (!token) throw queryError(`Expected ${what} but the query ended.`);
    return token;
  }
  expect(type: Token["type"], what: string): Token {
    const token = this.next(what);
    if (token.type !== type) throw queryError(`Expected ${what} at position ${token.pos}.`);
    return token;
  }
  isWord(value: string, offset = 0): boolean {
    const token = this.tokens[this.i + offset];
    return token?.type === "word" && token.value.toLowerCase() === value;
  }

  or(depth: number): FilterNode {
    if (depth > MAX_DEPTH) throw queryError(`Query is nested deeper than ${MAX_DEPTH} levels.`);
    const children = [this.and(depth)];
    while (this.isWord("or")) {
      this.i++;
      children.push(this.and(depth));
    }
    return children.length === 1 ? children[0]! : { kind: "or", children };
  }
  and(depth: number): FilterNode {
    const children = [this.unary(depth)];
    while (this.isWord("and")) {
      this.i++;
      children.push(this.unary(depth));
    }
    return children.length === 1 ? children[0]! : { kind: "and", children };
  }
  unary(depth: number): FilterNode {
    if (depth > MAX_DEPTH) throw queryError(`Query is nested deeper than ${MAX_DEPTH} levels.`);
    if (this.isWord("not")) {
      this.i++;
      return { kind: "not", child: this.unary(depth + 1) };
    }
    return this.primary(depth);
  }
  primary(depth: number): FilterNode {
    const token = this.next("an expression");
    if (token.type === "(") {
      const inner = this.or(depth + 1);
      this.expect(")", "')'");
      return inner;
    }
    if (token.type !== "word") throw queryError(`Expected a property or function at position ${token.pos}.`);
    const name = token.value.toLowerCase();
    if (this.peek()?.type === "(" && (STRING_FNS.has(name) || name === "empty" || name === "exists")) {
      this.i++;
      const path = this.path(this.expect("word", "a property path"));
      if (name === "empty" || name === "exists") {
        this.expect(")", "')'");
        return { kind: name, path };
      }
      this.expect(",", "','");
      const value = this.literal();
      this.expect(")", "')'");
      if (typeof value !== "string") throw queryError(`${name}() needs a string value.`);
      return { kind: "fn", fn: name as StringFn, path, value };
    }
    const path = this.path(token);
    const op = this.next("an operator");
    const opName = op.type === "word" ? op.value.toLowerCase() : "";
    if (COMPARE.has(opName)) return { kind: "compare", op: opName as CompareOp, path, value: coerceLiteral(path, this.literal()) };
    if (opName === "in") {
      this.expect("(", "'('");
      const values = [coerceLiteral(path, this.literal())];
      while (this.peek()?.type === ",") {
        this.i++;
        values.push(coerceLiteral(path, this.literal()));
      }
      this.expect(")", "')'");
      return { kind: "in", path, values };
    }
    throw queryError(`Expected an operator at position ${op.pos}.`);
  }
  path(token: Token): PropertyPath {
    if (token.type !== "word") throw queryError(`Expected a property path at position ${token.pos}.`);
    return resolvePath(token.value.split("/"), this.schema, this.languages);
  }
  literal(): Literal {
    const token = this.next("a value");
    switch (token.type) {
      case "string":
      case "number":
        return token.value;
      case "date":
        return token.value;
      case "word": {
        const word = token.value.toLowerCase();
        if (word === "true") return true;
        if (word === "false") return false;
        if (word === "null") return null;
        throw queryError(`Expected a value at position ${token.pos}.`);
      }
      default:
        throw queryError(`Expected a value at position ${token.pos}.`);
    }
  }
}

/** Parses an OData `$filter` against `schema`; throws a 400 SquidexError when malformed. */
export function parseODataFilter(text: string, schema: SchemaRecord, languages: AppLanguage[]): FilterNode | undefined {
  const tokens = tokenize(text);
  if (!tokens.length) return undefined;
  const parser = new Parser(tokens, schema, languages);
  const node = parser.or(0);
  if (!parser.done) throw queryError(`Unexpected text at position ${parser.peek()!.pos}.`);
  return node;
}

/** Parses an OData `$orderby` (`path [asc|desc], …`) against `schema`; throws a 400 SquidexError when malformed. */
export function parseODataOrderBy(text: string, schema: SchemaRecord, languages: AppLanguage[]): SortNode[] {
  const tokens = tokenize(text);
  const parser = new Parser(tokens, schema, languages);
  const sort: SortNode[] = [];
  while (!parser.done) {
    const path = parser.path(parser.next("a property path"));
    let order: "asc" | "desc" = "asc";
    if (parser.isWord("asc") || parser.isWord("desc")) order = (parser.next("order") as { value: string }).value.toLowerCase() as "asc" | "desc";
    sort.push({ path, order });
    if (parser.done) break;
    parser.expect(",", "','");
    if (parser.done) throw queryError("Expected a property path after ','.");
  }
  if (sort.length > 10) throw queryError("At most 10 sort properties are allowed.");
  return sort;
}
