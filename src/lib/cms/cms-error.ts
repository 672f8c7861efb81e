/** A non-success answer (or a refused redirect) from the content service. */
export class CmsError extends Error {
  /** Upstream status; 3xx for a refused redirect. */
  readonly status: number;
  /** The answer's `details` (Squidex's ErrorDto: one line per problem, e.g. "title.de: Field is required."), whole even when the message is cut. */
  readonly details: readonly string[];
  constructor(status: number, message: string, details: readonly string[] = []) {
    super(message);
    this.name = "CmsError";
    this.status = status;
    this.details = details;
  }
}

/** The `details` lines of an error answer's text, or none when it is not Squidex's ErrorDto JSON. */
export function errorDetails(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as { details?: unknown };
    return Array.isArray(parsed.details) ? parsed.details.filter((line): line is string => typeof line === "string") : [];
  } catch {
    return [];
  }
}

/**
 * True for a CmsError. By name, not `instanceof`: the content client belongs to the server's
 * services, while the code that catches its errors may be a separately bundled copy of this module.
 */
export function isCmsError(error: unknown): error is CmsError {
  return error instanceof Error && error.name === "CmsError" && typeof (error as { status?: unknown }).status === "number";
}
