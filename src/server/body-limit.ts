import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpError } from "../lib/errors/http-error.ts";
import { sendJsonError } from "./json-error.ts";

export interface BodyLimits {
  /** Any request body (JSON, forms). */
  json: number;
  /** Multipart asset uploads through the CMS proxy and the asset admin's forms. */
  upload: number;
}

const UPLOAD_PATH = /^\/(?:cms\/api\/apps\/[^/]+\/assets|manage\/squidex-assets)(\/|$)/;

/** The byte limit that applies to a request's body. */
export function limitFor(req: IncomingMessage, pathname: string, limits: BodyLimits): number {
  const type = req.headers["content-type"] ?? "";
  return UPLOAD_PATH.test(pathname) && /^multipart\/form-data\b/i.test(type) ? limits.upload : limits.json;
}

/** Answers 413 once, closes the connection, and makes later writes by the app no-ops. */
function refuseTooLarge(res: ServerResponse, limit: number, secure: boolean): void {
  if (res.headersSent) return void res.destroy();
  sendJsonError(res, new HttpError("PayloadTooLarge", { details: { "": [`larger than ${limit} bytes`] }, headers: { connection: "close" } }), secure);
  // Whatever the app still tries to send for this request is dropped: the answer is given.
  const noop = () => res;
  Object.assign(res, { writeHead: noop, setHeader: noop, write: () => true, end: noop, destroy: noop });
}

/**
 * Enforces the body limit before the app reads a byte: a declared Content-Length over the limit
 * is refused at once (413); a streamed body is counted as the app consumes it and cut off at the
 * limit. Returns false when the request was refused.
 */
export function guardBody(req: IncomingMessage, res: ServerResponse, limit: number, secure: boolean): boolean {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) {
    refuseTooLarge(res, limit, secure);
    // Read (and drop) a bounded part of the body so the client sees the 413 rather than a reset.
    let drained = 0;
    req.on("data", (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > 4 * limit) req.destroy();
    });
    return false;
  }
  // @astrojs/node reads `req.body` when it is an async iterable (astro/app/node makeRequestBody).
  (req as IncomingMessage & { body?: AsyncIterable<Buffer> }).body = counted(req, res, limit, secure);
  return true;
}

async function* counted(req: IncomingMessage, res: ServerResponse, limit: number, secure: boolean): AsyncGenerator<Buffer> {
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limit) {
      refuseTooLarge(res, limit, secure);
      res.once("finish", () => req.destroy());
      throw new Error(`Body size limit exceeded: more than ${limit} bytes`);
    }
    yield chunk;
  }
}
