/**
 * FormKit's notion of an empty value: `undefined`, `null`, `""`, `[]` and `{}`. Rules other than
 * `required`, `accepted` and `require_one` pass an empty value, so `length:5` alone does not make
 * a field mandatory. `false` and `0` are values, not empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") {
    const proto = Object.getPrototypeOf(value);
    return (proto === Object.prototype || proto === null) && Object.keys(value).length === 0;
  }
  return false;
}
