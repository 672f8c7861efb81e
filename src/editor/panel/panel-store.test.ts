import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { $editor, closeEditor, openEditor } from "../store.ts";
import { pageTree, TYPES, draftPage } from "../../../tests/support/editor/page-tree.ts";
import { $panel, closePanel, editFields, focusDone, markSubmitted } from "./panel-store.ts";

beforeEach(() => {
  $panel.set({ open: false, submitted: false, focus: null });
  openEditor({ app: "site", page: draftPage("p1", 1), tree: pageTree(12), lang: "de", types: TYPES, storage: null });
});
afterEach(() => closeEditor());

describe("panel store", () => {
  it("editFields makes the block current, opens the panel and asks for the field (or the first)", () => {
    expect(editFields("b3", "text.en")).toBe(true);
    expect($editor.get().current).toBe("b3");
    expect($panel.get()).toMatchObject({ open: true, focus: { blockId: "b3", path: "text.en" } });
    focusDone();
    expect($panel.get().focus).toBeNull();
    editFields("b3");
    expect($panel.get().focus).toMatchObject({ blockId: "b3" });
    expect($panel.get().focus).not.toHaveProperty("path");
  });

  it("editFields refuses a block the page does not have, and changes nothing", () => {
    expect(editFields("nope")).toBe(false);
    expect($editor.get().current).toBeNull();
    expect($panel.get()).toEqual({ open: false, submitted: false, focus: null });
  });

  it("marks the fields submitted after a publish attempt, and clears it", () => {
    markSubmitted();
    expect($panel.get().submitted).toBe(true);
    const before = $panel.get();
    markSubmitted();
    expect($panel.get()).toBe(before);
    markSubmitted(false);
    expect($panel.get().submitted).toBe(false);
    closePanel();
    expect($panel.get().open).toBe(false);
  });
});
