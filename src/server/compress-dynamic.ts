import compression from "compression";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants } from "node:zlib";
import { MIN_SIZE } from "../lib/http/compression.ts";

// The `compression` middleware (expressjs), for plain node:http: it negotiates br/gzip from
// Accept-Encoding, compresses only compressible types over the threshold, honours
// `Cache-Control: no-transform`, skips HEAD, adds `Vary` and drops Content-Length.
const middleware = compression({
  threshold: MIN_SIZE,
  // Rendered per request: speed over the last percent (brotli 4 is ~gzip 6's cost, ~15% smaller).
  level: 6,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
}) as unknown as (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Makes `res` compress what Astro writes to it (on-demand pages, API and proxy JSON); static files
 * have their own path with kept variants (serve-static.ts). Call before any header is written.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => middleware(req, res, (error) => (error ? reject(error) : resolve())));
}
