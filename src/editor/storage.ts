/** The part of the Web Storage API the editor uses (`localStorage`, or a stand-in in tests). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The browser's `localStorage`, or undefined where there is none or touching it throws (storage
 * disabled by the user or a policy, a sandboxed frame).
 */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored string, or null when there is none or the storage cannot be read. */
export function readItem(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the string; false when there is no storage or it refuses (quota exceeded, disabled). Never throws. */
export function writeItem(storage: KeyValueStorage | undefined, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes the entry; a storage that refuses is left as it is. Never throws. */
export function removeItem(storage: KeyValueStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot be written also keeps nothing we could clean up.
  }
}
