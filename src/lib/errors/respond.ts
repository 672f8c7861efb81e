import { DEFAULT_LANG, type Lang } from "../../i18n/locales.ts";
import type { SiteData } from "../content/model.ts";
import { ERRORS } from "./catalog.ts";
import { HttpError } from "./http-error.ts";
import { ParseError } from "../parse.ts";
import { errorDescription, errorScreenBody } from "./error-page.ts";

/** Maps anything thrown to an HttpError; unknown errors are logged and become a generic 500. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ParseError) return new HttpError("InvalidBody", { details: error.fields });
  console.error("unhandled error", error);
  return new HttpError("Internal");
}

/** A JSON error ready to be written: by `errorResponse` as a Response, by the node server to its socket. */
export interface JsonError {
  status: number;
  /** Lower-case names: the error's own headers (`allow`, `retry-after`), content type and `no-store`. */
  headers: Record<string, string>;
  body: string;
}

/**
 * The one JSON error writer: `{ error, title, message, details?, status }` in `lang`, where
 * `details` maps a field path to its messages (`""` for the body as a whole).
 */
export function jsonError(error: unknown, lang: Lang = DEFAULT_LANG): JsonError {
  const e = toHttpError(error);
  const def = ERRORS[e.code];
  const body = {
    error: e.code,
    title: def.title[lang],
    message: def.message[lang],
    ...(e.details ? { details: e.details } : {}),
    status: e.status,
  };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(e.headers)) headers[name.toLowerCase()] = value;
  headers["content-type"] = "application/json; charset=utf-8";
  headers["cache-control"] = "no-store";
  return { status: e.status, headers, body: JSON.stringify(body) };
}

/**
 * The response for an error: the JSON of `jsonError` for API-like paths (`/api`, `/cms`, or a
 * JSON Accept), otherwise the site's error screen in the visitor's language.
 */
export function errorResponse(error: unknown, options: { json: boolean; lang?: Lang; site?: () => Promise<SiteData> }): Response {
  const lang = options.lang ?? DEFAULT_LANG;
  if (options.json) {
    const { status, headers, body } = jsonError(error, lang);
    return new Response(body, { status, headers });
  }
  const e = toHttpError(error);
  const def = ERRORS[e.code];
  const headers = new Headers(e.headers);
  headers.set("cache-control", "no-store");
  headers.set("content-type", "text/html; charset=utf-8");
  const screen = { status: e.status, title: def.title[lang], message: def.message[lang], description: errorDescription(e.status, lang), lang };
  return new Response(errorScreenBody(screen, options.site), { status: e.status, headers });
}
