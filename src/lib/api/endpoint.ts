import type { APIContext, APIRoute } from "astro";
import type * as v from "valibot";
import { HttpError } from "../errors/http-error.ts";
import { errorResponse } from "../errors/respond.ts";
import { readJson } from "../http/body.ts";
import { parseOrThrow } from "../parse.ts";

/** Content-Type of every JSON answer. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
/** Cache-Control of a JSON answer unless the endpoint sets its own. */
export const JSON_CACHE_CONTROL = "no-store";

/**
 * JSON answer that is never cached by browsers or intermediaries. A Buffer is serialised JSON
 * already (a cache entry, src/lib/cms/cache.ts) and is sent as it is.
 */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", JSON_CONTENT_TYPE);
  if (!headers.has("cache-control")) headers.set("cache-control", JSON_CACHE_CONTROL);
  const payload = Buffer.isBuffer(body) ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length) : JSON.stringify(body);
  return new Response(payload, { ...init, headers });
}

/** Runs `fn` and turns anything it throws into the catalog's JSON error. */
export async function guarded(context: APIContext, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    return errorResponse(error, { json: true, lang: context.locals.lang });
  }
}

/**
 * A POST endpoint with a JSON body: 415 for other content types, 413 past JSON_BODY_LIMIT, 400
 * when the body does not match `schema`; `handler` gets the parsed input and returns the answer.
 */
export function jsonEndpoint<const S extends v.GenericSchema>(
  schema: S,
  handler: (input: v.InferOutput<S>, context: APIContext) => Promise<unknown>,
): APIRoute {
  return (context) =>
    guarded(context, async () => {
      const body = await readJson(context.request, context.locals.services.config.jsonBodyLimit);
      const input = parseOrThrow(schema, body, "request body");
      return json(await handler(input, context));
    });
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The `ALL` export of an endpoint, which Astro calls for every method the file does not export
 * (without it, Astro answers those with the HTML 404 page): HEAD runs the GET handler (Astro drops
 * the body), anything else is the catalog's JSON 405 with `Allow` naming the methods of `handlers`.
 */
export function otherMethods(handlers: Partial<Record<Method, APIRoute>>): APIRoute {
  const allow = Object.keys(handlers)
    .flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method]))
    .join(", ");
  return (context) => {
    if (context.request.method === "HEAD" && handlers.GET) return handlers.GET(context);
    return errorResponse(new HttpError("MethodNotAllowed", { headers: { allow } }), { json: true, lang: context.locals.lang });
  };
}
