import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql";

/** Limits on one GraphQL document; every one is checked before execution. */
export const LIMITS = {
  /** Characters of the query text. */
  maxQueryLength: 10_000,
  /** Lexer tokens, so parsing itself stays cheap. */
  maxTokens: 3_000,
  /** Nesting of selection sets, counted from the operation root. */
  maxDepth: 8,
  /** Field selections after expanding fragments (each spread counts its fragment again). */
  maxFields: 500,
} as const;

export interface DocumentCost {
  depth: number;
  fields: number;
  usesIntrospection: boolean;
}

const INTROSPECTION = new Set(["__schema", "__type"]);

/**
 * Measures a parsed document (fragment cycles are cut, so it need not be validated yet). Selections
 * under `__schema`/`__type` are not counted when `skipIntrospection` — the standard introspection
 * query is deeper than any content query — but they are still reported by `usesIntrospection`.
 */
export function measureDocument(document: DocumentNode, skipIntrospection: boolean): DocumentCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const memo = new Map<string, { depth: number; fields: number }>();
  // Guards against fragment cycles, so documents can be measured before (costly) validation.
  const visiting = new Set<string>();
  let usesIntrospection = false;

  const measure = (set: SelectionSetNode): { depth: number; fields: number } => {
    let depth = 0;
    let fields = 0;
    for (const selection of set.selections) {
      let inner: { depth: number; fields: number } | undefined;
      if (selection.kind === Kind.FIELD) {
        if (INTROSPECTION.has(selection.name.value)) {
          usesIntrospection = true;
          if (skipIntrospection) continue;
        }
        const child = selection.selectionSet ? measure(selection.selectionSet) : { depth: 0, fields: 0 };
        inner = { depth: child.depth + 1, fields: child.fields + 1 };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        if (!memo.has(name)) {
          visiting.add(name);
          memo.set(name, measure(fragment.selectionSet));
          visiting.delete(name);
        }
        inner = memo.get(name)!;
      }
      depth = Math.max(depth, inner.depth);
      fields += inner.fields;
    }
    return { depth, fields };
  };

  let depth = 0;
  let fields = 0;
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const cost = measure(def.selectionSet);
    depth = Math.max(depth, cost.depth);
    fields += cost.fields;
  }
  // Fragments never spread still count for introspection, so they cannot hide a `__schema`.
  for (const fragment of fragments.values()) {
    if (memo.has(fragment.name.value)) continue;
    visiting.add(fragment.name.value);
    memo.set(fragment.name.value, measure(fragment.selectionSet));
    visiting.delete(fragment.name.value);
  }
  return { depth, fields, usesIntrospection };
}

/** The messages for every limit `cost` breaks; empty when it is within limits. */
export function limitViolations(cost: DocumentCost): string[] {
  const errors: string[] = [];
  if (cost.depth > LIMITS.maxDepth) errors.push(`Query is nested too deeply: depth ${cost.depth}, at most ${LIMITS.maxDepth} allowed.`);
  if (cost.fields > LIMITS.maxFields) errors.push(`Query selects too many fields: ${cost.fields}, at most ${LIMITS.maxFields} allowed.`);
  return errors;
}
