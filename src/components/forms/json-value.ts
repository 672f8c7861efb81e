import type { FormField } from "../../forms/index.ts";

/** What a JSON editor accepts: any JSON, one object (a component), or a list of objects (components, an array field). */
export type JsonShape = "any" | "object" | "objects";

/** The shape a field's JSON must have, from its kind. */
export function jsonShape(field: Pick<FormField, "kind">): JsonShape {
  if (field.kind === "component") return "object";
  if (field.kind === "components" || field.kind === "array") return "objects";
  return "any";
}

/** The outcome of reading a JSON editor's text: the value, or why it is not one (`syntax`, or the shape it lacks). */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; problem: "syntax" | "object" | "objects" };

const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/** A value as a JSON editor shows it: indented by two spaces; nothing for no value. */
export function formatJson(value: unknown): string {
  return value === undefined || value === null ? "" : JSON.stringify(value, null, 2);
}

/** Reads a JSON editor's text: blank text is no value (`null`); else it must parse and have `shape`. */
export function parseJson(text: string, shape: JsonShape): ParsedJson {
  if (text.trim() === "") return { ok: true, value: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "syntax" };
  }
  if (shape === "object" && !isObject(value)) return { ok: false, problem: "object" };
  if (shape === "objects" && !(Array.isArray(value) && value.every(isObject))) return { ok: false, problem: "objects" };
  return { ok: true, value };
}
