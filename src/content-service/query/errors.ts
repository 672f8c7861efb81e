import { validationError, type SquidexError } from "../errors.ts";

/** The 400 Squidex answers for a query it cannot parse: `Validation error` + `Failed to parse query: …`. */
export function queryError(reason: string): SquidexError {
  return validationError([`Failed to parse query: ${reason}`]);
}
