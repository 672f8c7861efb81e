import * as v from "valibot";
import { HttpError } from "../errors/http-error.ts";
import { isForm, readText } from "../http/body.ts";
import type { Mission } from "../theme/fonts.ts";

/** What is wrong with one field: a code with the UI string `admin.design.error.<code>` and its parameters. */
export interface Problem {
  code:
    | "required"
    | "long"
    | "badHex"
    | "badClasses"
    | "unknownClasses"
    | "noClasses"
    | "unknownFont"
    | "badFamily"
    | "noFile"
    | "notWoff2"
    | "tooLarge"
    | "brokenFont";
  params?: Record<string, string | number>;
}

/**
 * What is wrong with a form as a whole: `stale` (changed since shown), `gone` (deleted meanwhile),
 * `inUse` (a colour pages still use), `fontInUse` (a font missions still use), `builtIn` (a font
 * shipped with the site).
 */
export type FormProblem = "stale" | "gone" | "inUse" | "fontInUse" | "builtIn";

/** The answer to one post of a design form: where to go, or what to show again with which status. */
export type FormResult =
  | { ok: true; location: string }
  | {
      ok: false;
      status: 400 | 404 | 409;
      fields: Record<string, Problem>;
      form?: FormProblem;
      usedBy?: { id: string; title: string }[];
      /** The missions that still use a font that was not deleted. */
      missions?: Mission[];
    };

export const refuseFields = (fields: Record<string, Problem>): FormResult => ({ ok: false, status: 400, fields });
export const refuseForm = (form: FormProblem, usedBy?: { id: string; title: string }[]): Extract<FormResult, { ok: false }> => ({
  ok: false,
  status: form === "gone" ? 404 : 409,
  fields: {},
  form,
  ...(usedBy ? { usedBy } : {}),
});

/** The largest form body a design screen reads (names, hexes and class lists are short). */
const FORM_BODY_LIMIT = 16 * 1024;

/** An url-encoded form post's fields (415 for another type, 413 past 16 KiB). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  if (!isForm(request)) throw new HttpError("UnsupportedMediaType");
  return Object.fromEntries(new URLSearchParams(await readText(request, FORM_BODY_LIMIT)));
}

/** `value` trimmed, or the problem with it: empty (`required`) or longer than `max` (`long`). */
export function requiredText(value: string | undefined, max: number): string | Problem {
  const text = (value ?? "").trim();
  if (!text) return { code: "required" };
  if (text.length > max) return { code: "long", params: { max } };
  return text;
}

export const isProblem = (value: unknown): value is Problem => typeof value === "object" && value !== null && "code" in value;

/** A content item's id as a form sends it back. */
export const ItemId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/));
/** The version of an item the form was shown at, a number for `If-Match`. */
export const ItemVersion = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number));

/** A post's fields as `schema` reads them; a body the screen's forms cannot send is a 400 naming (up to five of) its issues. */
export function parseFormBody<const S extends v.GenericSchema>(schema: S, sent: Record<string, string>): v.InferOutput<S> {
  const parsed = v.safeParse(schema, sent);
  if (!parsed.success)
    throw new HttpError("BadRequest", { details: { "": parsed.issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`).slice(0, 5) } });
  return parsed.output;
}
