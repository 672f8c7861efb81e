/**
 * Loads one part of each block type (its View, its Edit variant) on demand, from the lazy modules of
 * a non-eager `import.meta.glob`: the editor asks for the types a tree holds, each module is fetched
 * once, and what has arrived is read synchronously while rendering.
 */
export interface PartLoader<T> {
  /** Whether type `schemaName` has this part at all (known without loading anything). */
  has(schemaName: string): boolean;
  /** The part of `schemaName` once loaded; undefined before, and for a type without one. */
  get(schemaName: string): T | undefined;
  /**
   * Loads the parts of `schemaNames` not loaded yet; resolves when all are there. Each module is
   * asked for once (a failed one again on the next call); types without the part are skipped.
   */
  load(schemaNames: Iterable<string>): Promise<void>;
  /** Calls `listener` whenever a part arrives; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A loader over `modules` (glob key → lazy default export), finding a type's module at `path(schemaName)`. */
export function createPartLoader<T>(modules: Readonly<Record<string, () => Promise<T>>>, path: (schemaName: string) => string): PartLoader<T> {
  const loaded = new Map<string, T>();
  const pending = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  const has = (schemaName: string) => Object.hasOwn(modules, path(schemaName));

  function loadOne(schemaName: string): Promise<void> | undefined {
    if (loaded.has(schemaName) || !has(schemaName)) return undefined;
    let promise = pending.get(schemaName);
    if (!promise) {
      promise = modules[path(schemaName)]!().then(
        (part) => {
          pending.delete(schemaName);
          loaded.set(schemaName, part);
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          pending.delete(schemaName);
          throw error;
        },
      );
      pending.set(schemaName, promise);
    }
    return promise;
  }

  return {
    has,
    get: (schemaName) => loaded.get(schemaName),
    async load(schemaNames) {
      await Promise.all([...new Set(schemaNames)].flatMap((schemaName) => loadOne(schemaName) ?? []));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
