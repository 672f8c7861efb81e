import { atom, type WritableAtom } from "nanostores";

/** Items a picker has learned about while the builder is open (listed in its dialog or fetched for its field), by id. */
export interface KnownItems<T extends { id: string }> {
  $known: WritableAtom<ReadonlyMap<string, T>>;
  /** Adds items to `$known` (a new map only when something changed). */
  remember: (items: readonly T[]) => void;
}

/**
 * A store of known items, in `$known` (a new atom unless given one); `same` tells whether a fresh
 * copy of a known item changes nothing the builder shows.
 */
export function knownItems<T extends { id: string }>(
  same: (known: T, fresh: T) => boolean,
  $known: WritableAtom<ReadonlyMap<string, T>> = atom(new Map()),
): KnownItems<T> {
  const remember = (items: readonly T[]) => {
    const known = $known.get();
    const fresh = items.filter((item) => {
      const old = known.get(item.id);
      return !old || !same(old, item);
    });
    if (!fresh.length) return;
    const next = new Map(known);
    for (const item of fresh) next.set(item.id, item);
    $known.set(next);
  };
  return { $known, remember };
}
