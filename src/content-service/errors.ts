/** Squidex's ErrorDto, thrown anywhere in the service and turned into a response by the handler. */
export class SquidexError extends Error {
  readonly statusCode: number;
  readonly details: string[] | undefined;
  readonly errorCode: string | undefined;
  constructor(statusCode: number, message: string, options: { details?: string[]; errorCode?: string } = {}) {
    super(message);
    this.name = "SquidexError";
    this.statusCode = statusCode;
    this.details = options.details;
    this.errorCode = options.errorCode;
  }
}

const TYPES: Record<number, string> = {
  400: "https://www.rfc-editor.org/rfc/rfc7231#section-6.5.1",
  401: "https://www.rfc-editor.org/rfc/rfc7235#section-3.1",
  403: "https://www.rfc-editor.org/rfc/rfc7231#section-6.5.3",
  404: "https://www.rfc-editor.org/rfc/rfc7231#section-6.5.4",
  405: "https://www.rfc-editor.org/rfc/rfc7231#section-6.5.5",
  409: "https://www.rfc-editor.org/rfc/rfc7231#section-6.5.8",
  412: "https://www.rfc-editor.org/rfc/rfc7232#section-4.2",
  413: "https://www.rfc-editor.org/rfc/rfc7231#section-6.5.11",
  415: "https://www.rfc-editor.org/rfc/rfc7231#section-6.5.13",
  500: "https://www.rfc-editor.org/rfc/rfc7231#section-6.6.1",
};

export const badRequest = (message: string, details?: string[]) => new SquidexError(400, message, details ? { details } : {});
export const validationError = (details: string[]) => new SquidexError(400, "Validation error", { details });
export const unauthorized = () => new SquidexError(401, "Unauthorized", { errorCode: "UNAUTHORIZED" });
export const forbidden = (message = "You do not have permission for this action.") => new SquidexError(403, message, { errorCode: "FORBIDDEN" });
export const notFound = () => new SquidexError(404, "", { errorCode: "OBJECT_NOTFOUND" });
export const conflict = (message: string) => new SquidexError(409, message, { errorCode: "OBJECT_CONFLICT" });
export const preconditionFailed = (message = "The entity has been changed by someone else.") =>
  new SquidexError(412, message, { errorCode: "CONCURRENCY_EXCEPTION" });
export const tooLarge = (limit: number) => new SquidexError(413, `The request body is larger than ${limit} bytes.`, { errorCode: "TOO_LARGE" });

/** The JSON response for an error, in Squidex's ErrorDto shape; never includes internals. */
export function errorResponse(error: SquidexError, headers: HeadersInit = {}): Response {
  const body = {
    message: error.message,
    ...(error.errorCode ? { errorCode: error.errorCode } : {}),
    traceId: `00-${crypto.randomUUID().replaceAll("-", "")}-${crypto.randomUUID().slice(0, 16).replaceAll("-", "0")}-01`,
    type: TYPES[error.statusCode],
    ...(error.details ? { details: error.details } : {}),
    statusCode: error.statusCode,
  };
  return Response.json(body, { status: error.statusCode, headers });
}
