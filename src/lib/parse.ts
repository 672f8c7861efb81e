import * as v from "valibot";
import { formatIssues } from "../base/issues.ts";

/** One readable error out of valibot issues, for every trust boundary. */
export class ParseError extends Error {
  readonly issues: string[];
  constructor(context: string, issues: string[]) {
    super(`Invalid ${context}: ${issues.join("; ")}`);
    this.name = "ParseError";
    this.issues = issues;
  }
}

/** Parses `input` with `schema` or throws a ParseError naming every bad path. */
export function parseOrThrow<const S extends v.GenericSchema>(schema: S, input: unknown, context: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new ParseError(context, formatIssues(result.issues));
}
