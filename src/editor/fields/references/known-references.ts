import { atom } from "nanostores";
import type { ReferenceOption } from "./reference-api.ts";

/** Content items the builder has named while it is open (listed in a picker or fetched for a field), by id. */
export const $knownReferences = atom<ReadonlyMap<string, ReferenceOption>>(new Map());

/** Adds items to `$knownReferences` (a new map only when something changed). */
export function rememberReferences(options: readonly ReferenceOption[]): void {
  const known = $knownReferences.get();
  const fresh = options.filter((option) => known.get(option.id)?.name !== option.name);
  if (!fresh.length) return;
  const next = new Map(known);
  for (const option of fresh) next.set(option.id, option);
  $knownReferences.set(next);
}
