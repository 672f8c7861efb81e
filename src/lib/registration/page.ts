import { ERRORS } from "../errors/catalog.ts";
import { HttpError } from "../errors/http-error.ts";
import type { Lang } from "../../i18n/locales.ts";

/**
 * Headers of every registration page (forms, links, their 404): never indexed or cached, and the
 * address (links carry tokens) is passed on as a referrer only within the site: `no-referrer`
 * would make the browser send its form posts with `Origin: null`, which the same-origin rule refuses.
 */
export const REGISTRATION_HEADERS: Readonly<Record<string, string>> = {
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "same-origin",
  "cache-control": "private, no-store",
};

/** Refusals the form page answers with the form again (the values kept, a fresh stamp, the reason above it). */
const SHOWN_AGAIN = new Set(["FormRefused", "FormTooFast", "FormLimit", "EditConflict"]);

/** The refusal to show above the form again, or undefined for an error the error page answers (rethrow it). */
export function shownRefusal(error: unknown, lang: Lang): { status: number; message: string; headers: Record<string, string> } | undefined {
  if (!(error instanceof HttpError) || !SHOWN_AGAIN.has(error.code)) return undefined;
  return { status: error.status, message: ERRORS[error.code].message[lang], headers: error.headers };
}
