import { ERRORS, type ErrorName } from "./catalog.ts";

/**
 * Safe, client-facing details: messages by the field they are about (a dot path such as
 * `url` or `blocks.0.title`), so a form can show each beside its field; `""` holds messages
 * about the request body as a whole.
 */
export type ErrorDetails = Readonly<Record<string, readonly string[]>>;

/** An error with an HTTP status from the catalog; one handler turns it into JSON or HTML. */
export class HttpError extends Error {
  readonly code: ErrorName;
  readonly status: number;
  readonly details: ErrorDetails | undefined;
  /** Extra response headers, e.g. `Retry-After` or `Allow`. */
  readonly headers: Record<string, string>;
  constructor(code: ErrorName, options: { details?: ErrorDetails; headers?: Record<string, string>; message?: string } = {}) {
    super(options.message ?? ERRORS[code].message.en);
    this.name = "HttpError";
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}
