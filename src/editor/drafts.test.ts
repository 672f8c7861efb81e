import { describe, expect, it } from "vitest";
import { b, sampleTree } from "../../tests/support/lib/tree/sample-trees.ts";
import { clearDraft, draftKey, draftOffer, readDraft, saveDraft, type Draft } from "./drafts.ts";
import { disabledStorage, MemoryStorage } from "../../tests/support/editor/memory-storage.ts";

const draft = (over: Partial<Draft> = {}): Draft => ({ pageId: "page-1", baseVersion: 3, savedAt: 1_700_000_000_000, tree: sampleTree(), ...over });

describe("saveDraft, readDraft and clearDraft", () => {
  it("keep the working tree per page with its base version and time", () => {
    const storage = new MemoryStorage();
    expect(saveDraft(storage, draft())).toBe(true);
    expect(saveDraft(storage, draft({ pageId: "page-2", tree: [b("other")] }))).toBe(true);
    expect(readDraft(storage, "page-1")).toEqual(draft());
    expect(readDraft(storage, "page-2")!.tree).toEqual([b("other")]);
    clearDraft(storage, "page-1");
    expect(readDraft(storage, "page-1")).toBeNull();
    expect(readDraft(storage, "page-2")).not.toBeNull();
  });

  it("ignore and remove an invalid entry: not JSON, another shape, another page's, ids not unique", () => {
    const entries = [
      "{",
      JSON.stringify({ ...draft(), version: 1, tree: [{ id: "a" }] }),
      JSON.stringify({ ...draft(), version: 2 }),
      JSON.stringify({ ...draft(), version: 1, baseVersion: "3" }),
      JSON.stringify({ ...draft(), version: 1, pageId: "page-9" }),
      JSON.stringify({ ...draft(), version: 1, tree: [b("x"), b("x")] }),
    ];
    for (const entry of entries) {
      const storage = new MemoryStorage();
      storage.setItem(draftKey("page-1"), entry);
      expect(readDraft(storage, "page-1"), entry.slice(0, 80)).toBeNull();
      expect(storage.getItem(draftKey("page-1"))).toBeNull();
    }
  });

  it("report a full or disabled storage without throwing", () => {
    const full = new MemoryStorage(100);
    expect(saveDraft(full, draft())).toBe(false);
    expect(readDraft(full, "page-1")).toBeNull();
    expect(saveDraft(disabledStorage, draft())).toBe(false);
    expect(readDraft(disabledStorage, "page-1")).toBeNull();
    expect(() => clearDraft(disabledStorage, "page-1")).not.toThrow();
  });
});

describe("draftOffer", () => {
  it("offers a draft that differs from the page as loaded, stale when the page moved on since", () => {
    const changed = draft({ tree: [b("new")] });
    expect(draftOffer(changed, { version: 3, tree: sampleTree() })).toEqual({ ...changed, stale: false });
    expect(draftOffer(changed, { version: 4, tree: sampleTree() })!.stale).toBe(true);
  });

  it("offers nothing without a draft or when it holds the tree that was loaded", () => {
    expect(draftOffer(null, { version: 3, tree: sampleTree() })).toBeNull();
    expect(draftOffer(draft(), { version: 5, tree: sampleTree() })).toBeNull();
  });
});
