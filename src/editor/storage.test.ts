import { afterEach, describe, expect, it, vi } from "vitest";
import { browserStorage, readItem, removeItem, writeItem } from "./storage.ts";
import { disabledStorage, MemoryStorage } from "../../tests/support/editor/memory-storage.ts";

afterEach(() => vi.unstubAllGlobals());

describe("browserStorage", () => {
  it("is localStorage where there is one", () => {
    const storage = new MemoryStorage();
    vi.stubGlobal("localStorage", storage);
    expect(browserStorage()).toBe(storage);
  });

  it("is undefined where there is none or touching it throws", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(browserStorage()).toBeUndefined();
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
    expect(browserStorage()).toBeUndefined();
    Reflect.deleteProperty(globalThis, "localStorage");
  });
});

describe("readItem, writeItem, removeItem", () => {
  it("store, read and remove a string", () => {
    const storage = new MemoryStorage();
    expect(writeItem(storage, "k", "v")).toBe(true);
    expect(readItem(storage, "k")).toBe("v");
    removeItem(storage, "k");
    expect(readItem(storage, "k")).toBeNull();
  });

  it("report a full storage as false and keep what was there", () => {
    const storage = new MemoryStorage(10);
    expect(writeItem(storage, "k", "short")).toBe(true);
    expect(writeItem(storage, "k", "far too long for it")).toBe(false);
    expect(readItem(storage, "k")).toBe("short");
  });

  it("never throw with disabled or missing storage", () => {
    expect(readItem(disabledStorage, "k")).toBeNull();
    expect(writeItem(disabledStorage, "k", "v")).toBe(false);
    expect(() => removeItem(disabledStorage, "k")).not.toThrow();
    expect(readItem(undefined, "k")).toBeNull();
    expect(writeItem(undefined, "k", "v")).toBe(false);
  });
});
