import * as v from "valibot";

/** One readable error out of valibot issues, for every trust boundary. */
export class ParseError extends Error {
  readonly issues: string[];
  constructor(context: string, issues: string[]) {
    super(`Invalid ${context}: ${issues.join("; ")}`);
    this.name = "ParseError";
    this.issues = issues;
  }
}

/** Formats valibot issues as `path: message` lines. */
export function formatIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** Parses `input` with `schema` or throws a ParseError naming every bad path. */
export function parseOrThrow<const S extends v.GenericSchema>(schema: S, input: unknown, context: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new ParseError(context, formatIssues(result.issues));
}
