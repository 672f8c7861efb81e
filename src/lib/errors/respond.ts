import { DEFAULT_LANG, type Lang } from "../../i18n/locales.ts";
import { ERRORS } from "./catalog.ts";
import { HttpError } from "./http-error.ts";
import { ParseError } from "../parse.ts";
import { t } from "../../i18n/t.ts";

/** Maps anything thrown to an HttpError; unknown errors are logged and become a generic 500. */
function toHttpError(error: unknown): HttpError {
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

/** What an HTML error screen shows: status, title, message and description, in `lang`. */
export interface ErrorScreen {
  status: number;
  title: string;
  message: string;
  description?: string;
  lang: Lang;
}

/** The description under an error's message: server errors ask to retry later; others say nothing more. */
function errorDescription(status: number, lang: Lang): string | undefined {
  return status >= 500 ? t(lang, "error.description") : undefined;
}

/** How `errorResponse` answers: JSON, or (`json` false) an HTML screen that `html` renders. */
export type ErrorAnswer = { json: true; lang?: Lang } | { json: boolean; lang?: Lang; html: (screen: ErrorScreen) => BodyInit };

/**
 * The response for an error: the JSON of `jsonError` for API-like paths (`/api`, `/cms`, or a
 * JSON Accept), otherwise the error screen in the visitor's language, as `options.html` renders it
 * (the site's, src/components/site/error-screen.tsx).
 */
export function errorResponse(error: unknown, options: ErrorAnswer): Response {
  const lang = options.lang ?? DEFAULT_LANG;
  if (options.json || !("html" in options)) {
    const { status, headers, body } = jsonError(error, lang);
    return new Response(body, { status, headers });
  }
  const e = toHttpError(error);
  const def = ERRORS[e.code];
  const headers = new Headers(e.headers);
  headers.set("cache-control", "no-store");
  headers.set("content-type", "text/html; charset=utf-8");
  const screen: ErrorScreen = { status: e.status, title: def.title[lang], message: def.message[lang], description: errorDescription(e.status, lang), lang };
  return new Response(options.html(screen), { status: e.status, headers });
}
