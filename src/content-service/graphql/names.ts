/** Words of a schema or field name: split on `-`, `_`, spaces and dots. */
function words(name: string): string[] {
  return name.split(/[-_\s.]+/).filter(Boolean);
}

const validName = (name: string) => (/^[A-Za-z]/.test(name) ? name : `gql_${name}`);

/** `text-styles` → `TextStyles`, `my_schema` → `MySchema`; `gql_` prefix when not starting with a letter. */
export function pascalCase(name: string): string {
  const joined = words(name)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("")
    .replace(/[^A-Za-z0-9_]/g, "");
  return validName(joined || "Schema");
}

/** `my-field` → `myField`, `Title` → `title`; `gql_` prefix when not starting with a letter. */
export function camelCase(name: string): string {
  const joined = words(name)
    .map((w, i) => (i === 0 ? w[0]!.toLowerCase() + w.slice(1) : w[0]!.toUpperCase() + w.slice(1)))
    .join("")
    .replace(/[^A-Za-z0-9_]/g, "");
  return validName(joined || "field");
}

/** A language code as a GraphQL field name: `en-US` → `en_US`. */
export function partitionName(key: string): string {
  return validName(key.replace(/[^A-Za-z0-9_]/g, "_"));
}

/** Type names the generated schema defines itself, which no schema may take. */
export const RESERVED_TYPE_NAMES: readonly string[] = [
  "Query",
  "Mutation",
  "Subscription",
  "String",
  "Int",
  "Float",
  "Boolean",
  "ID",
  "Asset",
  "AssetResultDto",
  "Content",
  "Component",
  "User",
  "JsonScalar",
  "Instant",
  "EntitySavedResultDto",
];

/**
 * Hands out unique names: the first request for `Pages` gets `Pages`, a clashing one `Pages2`,
 * then `Pages3`, and so on. `suffixes` reserves derived names (`PagesDataDto`, …) together with the base.
 */
export class NameAllocator {
  private readonly taken = new Set<string>();

  constructor(reserved: readonly string[] = []) {
    for (const name of reserved) this.taken.add(name.toLowerCase());
  }

  allocate(base: string, suffixes: readonly string[] = [""]): string {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}${n}`;
      const names = suffixes.map((s) => `${candidate}${s}`.toLowerCase());
      if (names.some((name) => this.taken.has(name))) continue;
      for (const name of names) this.taken.add(name);
      return candidate;
    }
  }
}
