import * as v from "valibot";
import { formatIssues } from "../base/issues.ts";

/** Messages by dot path (`""` for the input as a whole), as `HttpError` details carry them. */
function issuesByPath(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  // No prototype: a path named like one of Object's members (`toString`, `__proto__`) is a field like any other.
  const byPath = Object.create(null) as Record<string, string[]>;
  for (const issue of issues) (byPath[v.getDotPath(issue) ?? ""] ??= []).push(issue.message);
  return byPath;
}

/** One readable error out of valibot issues, for every trust boundary. */
export class ParseError extends Error {
  /** `path: message` lines, as the error message joins them. */
  readonly issues: string[];
  /** The same messages by field path (`""` for the input as a whole). */
  readonly fields: Record<string, string[]>;
  constructor(context: string, issues: readonly v.BaseIssue<unknown>[]) {
    const lines = formatIssues(issues);
    super(`Invalid ${context}: ${lines.join("; ")}`);
    this.name = "ParseError";
    this.issues = lines;
    this.fields = issuesByPath(issues);
  }
}

/** Parses `input` with `schema` or throws a ParseError naming every bad path. */
export function parseOrThrow<const S extends v.GenericSchema>(schema: S, input: unknown, context: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new ParseError(context, result.issues);
}
