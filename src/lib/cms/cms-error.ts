/** A non-success answer (or a refused redirect) from the content service. */
export class CmsError extends Error {
  /** Upstream status; 3xx for a refused redirect. */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "CmsError";
    this.status = status;
  }
}

/**
 * True for a CmsError. By name, not `instanceof`: the content client belongs to the server's
 * services, while the code that catches its errors may be a separately bundled copy of this module.
 */
export function isCmsError(error: unknown): error is CmsError {
  return error instanceof Error && error.name === "CmsError" && typeof (error as { status?: unknown }).status === "number";
}
