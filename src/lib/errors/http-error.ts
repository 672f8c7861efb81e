import { ERRORS, type ErrorName } from "./catalog.ts";

/** An error with an HTTP status from the catalog; one handler turns it into JSON or HTML. */
export class HttpError extends Error {
  readonly code: ErrorName;
  readonly status: number;
  /** Safe, client-facing details (e.g. which body field is wrong). */
  readonly details: string[] | undefined;
  /** Extra response headers, e.g. `Retry-After` or `Allow`. */
  readonly headers: Record<string, string>;
  constructor(code: ErrorName, options: { details?: string[]; headers?: Record<string, string>; message?: string } = {}) {
    super(options.message ?? ERRORS[code].message.en);
    this.name = "HttpError";
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}
