import type { Literal, PropertyPath } from "./ast.ts";
import { queryError } from "./errors.ts";
import { parseInstant } from "../../base/instant.ts";

/**
 * Adapts a literal to the property it is compared with: meta dates (ISO 8601, UTC without an
 * offset, days that exist) become the stored ISO form (`toISOString`), `version` must be a number.
 */
export function coerceLiteral(path: PropertyPath, value: Literal): Literal {
  if (path.kind !== "meta") return value;
  if (path.name === "created" || path.name === "lastModified") {
    if (typeof value !== "string") throw queryError(`'${path.name}' needs a date value.`);
    const time = parseInstant(value);
    if (Number.isNaN(time)) throw queryError(`'${path.name}' needs a date value.`);
    return new Date(time).toISOString();
  }
  if (path.name === "version" && typeof value !== "number") throw queryError("'version' needs a number.");
  return value;
}
