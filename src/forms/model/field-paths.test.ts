import { describe, expect, it } from "vitest";
import { partsOf, pathOf, readField, readPart, splitPath, writePart, type ContentData } from "./field-paths.ts";

describe("field paths", () => {
  it("edits a localized field in German then English, an invariant one in iv", () => {
    expect(partsOf({ localized: true })).toEqual(["de", "en"]);
    expect(partsOf({ localized: false })).toEqual(["iv"]);
    expect(pathOf("title", "de")).toBe("title.de");
  });

  it("splits a path back into the field name and the partition", () => {
    expect(splitPath(pathOf("title", "de"))).toEqual({ name: "title", part: "de" });
    expect(splitPath(pathOf("opening-hours", "iv"))).toEqual({ name: "opening-hours", part: "iv" });
  });

  it("reads a partition, and nothing from data of another shape or from inherited keys", () => {
    const data: ContentData = { title: { de: "Hallo", en: "" }, level: { iv: 2 } };
    expect(readPart(data, "title", "de")).toBe("Hallo");
    expect(readPart(data, "title", "en")).toBe("");
    expect(readPart(data, "level", "iv")).toBe(2);
    expect(readPart(data, "missing", "iv")).toBeUndefined();
    expect(readPart({ title: "flat" } as unknown as ContentData, "title", "de")).toBeUndefined();
    expect(readPart({}, "constructor", "iv")).toBeUndefined();
    expect(readPart({ a: {} }, "a", "toString" as "iv")).toBeUndefined();
  });

  it("reads nothing from data that is not content data, and a field's value as it is", () => {
    for (const data of [null, undefined, "title", 42, [{ de: "Hallo" }]]) expect(readPart(data, "title", "de")).toBeUndefined();
    expect(readPart({ title: [{ de: "Hallo" }] }, "title", "de")).toBeUndefined();
    expect(readField({ title: "flat" }, "title")).toBe("flat");
    expect(readField({ title: [1] }, "title")).toEqual([1]);
    expect(readField(null, "title")).toBeUndefined();
    expect(readField({}, "constructor")).toBeUndefined();
  });

  it("writes one partition and keeps every other value, without changing the data it is given", () => {
    const data: ContentData = { title: { de: "Hallo", en: "Hello" }, other: { iv: true } };
    const next = writePart(data, "title", "en", "Hi");
    expect(next).toEqual({ title: { de: "Hallo", en: "Hi" }, other: { iv: true } });
    expect(data.title).toEqual({ de: "Hallo", en: "Hello" });
    expect(writePart({}, "level", "iv", 3)).toEqual({ level: { iv: 3 } });
    expect(writePart({ title: "flat" } as unknown as ContentData, "title", "de", "x")).toEqual({ title: { de: "x" } });
  });
});
