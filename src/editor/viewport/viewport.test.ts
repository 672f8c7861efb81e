import { describe, expect, it } from "vitest";
import { disabledStorage, MemoryStorage } from "../../../tests/support/editor/memory-storage.ts";
import { $viewport, readViewport, setViewport, VIEWPORT_KEY, VIEWPORT_WIDTHS } from "./viewport.ts";

describe("viewport", () => {
  it("offers phone 390, tablet 768, desktop 1280 and the full window", () => {
    expect(VIEWPORT_WIDTHS).toEqual({ phone: 390, tablet: 768, desktop: 1280, full: null });
  });

  it("remembers the chosen width in the browser and reads it back", () => {
    const storage = new MemoryStorage();
    setViewport("tablet", storage);
    expect($viewport.get()).toBe("tablet");
    expect(storage.getItem(VIEWPORT_KEY)).toBe("tablet");
    expect(readViewport(storage)).toBe("tablet");
  });

  it("reads the full width when nothing or something unknown is stored, or storage fails", () => {
    expect(readViewport(new MemoryStorage())).toBe("full");
    const storage = new MemoryStorage();
    storage.setItem(VIEWPORT_KEY, "watch");
    expect(readViewport(storage)).toBe("full");
    expect(readViewport(undefined)).toBe("full");
    expect(readViewport(disabledStorage)).toBe("full");
  });

  it("still switches when the browser keeps nothing", () => {
    setViewport("desktop", disabledStorage);
    expect($viewport.get()).toBe("desktop");
  });

  it("ignores a width that is not offered", () => {
    setViewport("phone", new MemoryStorage());
    setViewport("watch" as never, new MemoryStorage());
    expect($viewport.get()).toBe("phone");
  });
});
