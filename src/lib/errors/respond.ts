import { DEFAULT_LANG, type Lang } from "../../i18n/locales.ts";
import { ERRORS } from "./catalog.ts";
import { HttpError } from "./http-error.ts";
import { ParseError } from "../parse.ts";
import { errorDescription, errorScreenBody } from "./error-page.ts";

/** Maps anything thrown to an HttpError; unknown errors are logged and become a generic 500. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ParseError) return new HttpError("InvalidBody", { details: error.issues });
  console.error("unhandled error", error);
  return new HttpError("Internal");
}

/**
 * The response for an error: JSON `{ error, title, message, details?, status }` for API-like paths
 * (`/api`, `/cms`, or a JSON Accept), otherwise the site's error screen in the visitor's language.
 */
export function errorResponse(error: unknown, options: { json: boolean; lang?: Lang }): Response {
  const e = toHttpError(error);
  const lang = options.lang ?? DEFAULT_LANG;
  const def = ERRORS[e.code];
  const headers = new Headers(e.headers);
  headers.set("cache-control", "no-store");
  if (options.json) {
    const body = {
      error: e.code,
      title: def.title[lang],
      message: def.message[lang],
      ...(e.details ? { details: e.details } : {}),
      status: e.status,
    };
    headers.set("content-type", "application/json; charset=utf-8");
    return new Response(JSON.stringify(body), { status: e.status, headers });
  }
  headers.set("content-type", "text/html; charset=utf-8");
  const screen = { status: e.status, title: def.title[lang], message: def.message[lang], description: errorDescription(e.status, lang), lang };
  return new Response(errorScreenBody(screen), { status: e.status, headers });
}
