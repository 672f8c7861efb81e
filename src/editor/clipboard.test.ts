import { describe, expect, it } from "vitest";
import { b, sampleTree } from "../../tests/support/lib/tree/sample-trees.ts";
import { CLIPBOARD_KEY, pasteRefusal, readClipboard, writeClipboard } from "./clipboard.ts";
import { rules } from "../../tests/support/editor/page-tree.ts";
import { disabledStorage, MemoryStorage } from "../../tests/support/editor/memory-storage.ts";

const section = () => b("s", [b("h", []), { ...b("x"), fields: { text: { de: "Hallo", en: "Hello" } } }]);

describe("writeClipboard and readClipboard", () => {
  it("keep a block with its subtree and both languages of its fields", () => {
    const storage = new MemoryStorage();
    expect(writeClipboard(storage, section(), 1000)).toBe(true);
    expect(readClipboard(storage)).toEqual(section());
  });

  it("use one key for the whole site: no page or language in it", () => {
    const storage = new MemoryStorage();
    writeClipboard(storage, b("a"));
    expect([...storage.items.keys()]).toEqual([CLIPBOARD_KEY]);
  });

  it("read nothing from an empty, disabled or missing storage", () => {
    expect(readClipboard(new MemoryStorage())).toBeNull();
    expect(readClipboard(disabledStorage)).toBeNull();
    expect(readClipboard(undefined)).toBeNull();
  });

  it("ignore and remove a tampered or old entry instead of failing", () => {
    const entries = [
      "{not json",
      JSON.stringify({ version: 1, block: { id: "", schemaName: "block-heading", schemaId: "x" }, copiedAt: 1 }),
      JSON.stringify({ version: 1, block: { id: "a", schemaName: "<script>", schemaId: "x" }, copiedAt: 1 }),
      JSON.stringify({ version: 1, block: { id: "a", schemaName: "block-heading", schemaId: "x", fields: "text" }, copiedAt: 1 }),
      JSON.stringify({ version: 0, block: b("a"), copiedAt: 1 }),
      JSON.stringify(b("a")),
      JSON.stringify(null),
      "[".repeat(100_000) + "]".repeat(100_000),
    ];
    for (const entry of entries) {
      const storage = new MemoryStorage();
      storage.setItem(CLIPBOARD_KEY, entry);
      expect(readClipboard(storage), entry.slice(0, 60)).toBeNull();
      expect(storage.getItem(CLIPBOARD_KEY)).toBeNull();
    }
  });

  it("survive a block nested deeper than the validator can follow", () => {
    const depth = 50_000;
    const open = '{"id":"s","schemaName":"block-section","schemaId":"x","children":['.repeat(depth);
    const leaf = '{"id":"leaf","schemaName":"block-heading","schemaId":"x"}';
    const storage = new MemoryStorage();
    storage.setItem(CLIPBOARD_KEY, `{"version":1,"block":${open}${leaf}${"]}".repeat(depth)},"copiedAt":1}`);
    expect(readClipboard(storage)).toBeNull();
  });

  it("report a full or disabled storage as not stored, without throwing", () => {
    expect(writeClipboard(new MemoryStorage(50), section())).toBe(false);
    expect(writeClipboard(disabledStorage, section())).toBe(false);
    expect(writeClipboard(undefined, section())).toBe(false);
  });
});

describe("pasteRefusal", () => {
  const tree = sampleTree();

  it("allows the root list and containers, at any index up to the end", () => {
    expect(pasteRefusal(tree, section(), { parentId: null, index: 3 }, rules)).toBeUndefined();
    expect(pasteRefusal(tree, b("x"), { parentId: "s2", index: 0 }, rules)).toBeUndefined();
  });

  it("refuses an empty clipboard, a non-container, a type the site does not have and a bad index", () => {
    expect(pasteRefusal(tree, null, { parentId: null, index: 0 }, rules)).toBe("clipboard-empty");
    expect(pasteRefusal(tree, b("x"), { parentId: "h1", index: 0 }, rules)).toBe("not-a-container");
    expect(pasteRefusal(tree, b("x"), { parentId: "gone", index: 0 }, rules)).toBe("not-found");
    expect(pasteRefusal(tree, { ...b("x"), schemaName: "block-removed" }, { parentId: null, index: 0 }, rules)).toBe("not-allowed");
    expect(pasteRefusal(tree, b("x"), { parentId: "s2", index: 3 }, rules)).toBe("index-out-of-range");
  });
});
