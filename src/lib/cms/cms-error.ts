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
