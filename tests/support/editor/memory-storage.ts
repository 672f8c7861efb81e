/** Test helpers: stand-ins for `localStorage` that can be full or disabled. */
import type { KeyValueStorage } from "../../../src/editor/storage.ts";

/** An in-memory storage; `quota` (characters of keys and values together, default unlimited) makes `setItem` throw like a full `localStorage`. */
export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  quota: number;
  constructor(quota = Infinity) {
    this.quota = quota;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    let used = key.length + value.length;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used > this.quota) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A storage whose every access throws, as `localStorage` does when the user disabled site data. */
export const disabledStorage: KeyValueStorage = {
  getItem() {
    throw new DOMException("Access is denied for this document.", "SecurityError");
  },
  setItem() {
    throw new DOMException("Access is denied for this document.", "SecurityError");
  },
  removeItem() {
    throw new DOMException("Access is denied for this document.", "SecurityError");
  },
};
