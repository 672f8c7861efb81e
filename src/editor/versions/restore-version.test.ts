import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { b, sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";
import { $editor, closeEditor, openEditor, undo } from "../store.ts";
import type { LoadedPage } from "../io/page-io.ts";
import { MemoryStorage } from "../../../tests/support/editor/memory-storage.ts";
import { counter, TYPES, draftPage } from "../../../tests/support/editor/page-tree.ts";
import { restoreVersion } from "./restore-version.ts";
import { $versions, previewVersion } from "./versions-store.ts";

const old: LoadedPage = { id: "page-1", version: 1, status: "Published", data: {}, tree: [b("old"), b("s", [b("inner")])] };

beforeEach(() =>
  openEditor({ app: "site", page: draftPage("page-1", 4), tree: sampleTree(), lang: "en", types: TYPES, storage: new MemoryStorage(), newId: counter() }),
);
afterEach(() => {
  closeEditor();
  $versions.set({ open: false, preview: null });
});

describe("restoreVersion", () => {
  it("makes the old version's blocks the unsaved draft on the current version, ends the preview, and is undoable", () => {
    previewVersion(old);
    expect($versions.get().preview?.version).toBe(1);
    expect(restoreVersion(old)).toBeUndefined();
    expect($editor.get()).toMatchObject({ tree: old.tree, dirty: true, session: { page: { version: 4 } }, canUndo: true });
    expect($versions.get().preview).toBeNull();
    undo();
    expect($editor.get().tree).toEqual(sampleTree());
  });

  it("refuses a tree with an id given twice and keeps the preview", () => {
    const broken = { ...old, tree: [b("x"), b("x")] };
    previewVersion(broken);
    expect(restoreVersion(broken)).toBeDefined();
    expect($editor.get().tree).toEqual(sampleTree());
    expect($versions.get().preview).not.toBeNull();
  });
});
