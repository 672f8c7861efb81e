import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIPBOARD_KEY } from "../editor/clipboard.ts";
import { draftKey, readDraft } from "../editor/drafts.ts";
import { counter, TYPES } from "../../tests/support/editor/page-tree.ts";
import { disabledStorage, MemoryStorage } from "../../tests/support/editor/memory-storage.ts";
import type { Lang } from "../i18n/locales.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import { b, sampleTree, shape } from "../../tests/support/lib/tree/sample-trees.ts";
import {
  $editor,
  canPaste,
  checkpoint,
  closeEditor,
  copy,
  cut,
  discardDraft,
  dispatch,
  duplicate,
  keyboardMove,
  markSaved,
  openEditor,
  paste,
  redo,
  restoreDraft,
  setActive,
  setDrag,
  undo,
  type OpenOptions,
  type OpenPage,
} from "./store.ts";

let clock = 0;
let storage: MemoryStorage;

function open({ page, ...over }: Partial<Omit<OpenOptions, "page">> & { page?: Partial<OpenPage> } = {}): void {
  openEditor({
    app: "site",
    page: { id: "page-1", version: 3, status: "Draft", data: {}, ...page },
    tree: sampleTree(),
    lang: "de",
    types: TYPES,
    storage,
    now: () => clock,
    newId: counter(),
    ...over,
  });
}

/** Types `text` into heading `id` one character per 200 ms, as `update-fields` of its German text. */
function type(id: string, text: string, from = ""): void {
  for (let i = from.length + 1; i <= text.length; i++) {
    clock += 200;
    dispatch({ type: "update-fields", id, changes: { text: { de: text.slice(0, i), en: id } } });
  }
}

const textOf = (id: string) => (findBlock($editor.get().tree, id)?.block.fields.text as { de?: string } | undefined)?.de;

beforeEach(() => {
  clock = 1_700_000_000_000;
  storage = new MemoryStorage();
  setDrag(false);
});

afterEach(() => {
  closeEditor();
  vi.unstubAllGlobals();
});

describe("$editor: opening a page", () => {
  it("holds the tree as loaded, clean, nothing to undo, the first block of every list active", () => {
    open();
    expect($editor.get()).toMatchObject({
      session: { app: "site", lang: "de", page: { id: "page-1", version: 3, status: "Draft" } },
      tree: sampleTree(),
      active: { "": "a", s1: "h1", s2: "h2" },
      current: null,
      canUndo: false,
      canRedo: false,
      dirty: false,
      recovery: null,
      error: null,
    });
  });

  it("refuses changes while no page is open", () => {
    expect(dispatch({ type: "remove", id: "a" })).toMatchObject({ code: "internal" });
    expect(undo()).toBe(false);
    expect(keyboardMove("a", { kind: "down" })).toBe(false);
  });

  it("keeps drag on when another page opens, and forgets everything when the editor closes", () => {
    open();
    setDrag(true);
    open({ page: { id: "page-2" }, tree: [b("other")] });
    expect($editor.get()).toMatchObject({ drag: true, session: { page: { id: "page-2" } } });
    closeEditor();
    expect($editor.get()).toMatchObject({ drag: false, session: null, tree: [] });
  });
});

describe("$editor: changes, undo and redo", () => {
  it("makes every tree change undoable and redoable, dirty until back at the loaded tree", () => {
    open();
    dispatch({ type: "remove", id: "a" });
    dispatch({ type: "move", id: "z", to: { parentId: "s2", index: 0 } });
    expect(shape($editor.get().tree)).toEqual([["s1", ["h1", ["s2", ["z", "h2", "h3"]]]]]);
    expect($editor.get()).toMatchObject({ dirty: true, canUndo: true, canRedo: false, current: "z" });
    expect(undo()).toBe(true);
    expect(shape($editor.get().tree)).toEqual([["s1", ["h1", ["s2", ["h2", "h3"]]]], "z"]);
    expect(undo()).toBe(true);
    expect($editor.get()).toMatchObject({ tree: sampleTree(), dirty: false, canUndo: false, canRedo: true });
    expect(undo()).toBe(false);
    expect(redo()).toBe(true);
    expect(redo()).toBe(true);
    expect(redo()).toBe(false);
    expect(shape($editor.get().tree)).toEqual([["s1", ["h1", ["s2", ["z", "h2", "h3"]]]]]);
  });

  it("brings the selection back with an undo: an undone removal selects the block again", () => {
    open();
    setActive("h3");
    dispatch({ type: "remove", id: "h3" });
    expect($editor.get().current).toBe("h2");
    undo();
    expect($editor.get()).toMatchObject({ current: "h3", active: { "": "s1", s1: "s2", s2: "h3" } });
  });

  it("clears redo with a new change", () => {
    open();
    dispatch({ type: "remove", id: "a" });
    undo();
    dispatch({ type: "duplicate", id: "z" });
    expect($editor.get().canRedo).toBe(false);
  });

  it("does not record selecting a block or a change that changes nothing", () => {
    open();
    setActive("h2");
    dispatch({ type: "move", id: "h2", to: { parentId: "s2", index: 0 } });
    dispatch({ type: "update-fields", id: "h2", changes: { text: { de: "h2", en: "h2" } } });
    expect($editor.get()).toMatchObject({ canUndo: false, dirty: false, current: "h2" });
  });

  it("is clean again when a second edit puts back what the first changed", () => {
    open();
    dispatch({ type: "update-fields", id: "a", changes: { text: { de: "x", en: "a" } } });
    clock += 5000;
    dispatch({ type: "update-fields", id: "a", changes: { text: { de: "a", en: "a" } } });
    expect($editor.get()).toMatchObject({ dirty: false, canUndo: true });
  });

  it("reports a refused change in the store and clears it with the next change that applies", () => {
    open();
    const before = $editor.get().tree;
    expect(dispatch({ type: "move", id: "s1", to: { parentId: "s2", index: 0 } })).toEqual({ code: "into-itself", blockId: "s1" });
    expect($editor.get()).toMatchObject({ error: { code: "into-itself" }, canUndo: false });
    expect($editor.get().tree).toBe(before);
    dispatch({ type: "remove", id: "a" });
    expect($editor.get().error).toBeNull();
  });
});

describe("$editor: typing is undone a word at a time", () => {
  it("takes back a word typed in one go with one undo, and the word before with the next", () => {
    open();
    type("a", "Hallo Welt", "");
    expect(textOf("a")).toBe("Hallo Welt");
    undo();
    expect(textOf("a")).toBe("Hallo ");
    undo();
    expect(textOf("a")).toBe("a");
    expect($editor.get().canUndo).toBe(false);
  });

  it("starts a new step after a pause of a second, after a checkpoint (blur) and in another field", () => {
    open();
    type("a", "ab");
    clock += 1000;
    type("a", "abcd", "ab");
    undo();
    expect(textOf("a")).toBe("ab");
    redo();
    checkpoint();
    type("a", "abcdef", "abcd");
    undo();
    expect(textOf("a")).toBe("abcd");
    redo();
    type("z", "zz");
    undo();
    expect(textOf("a")).toBe("abcdef");
    expect(textOf("z")).toBe("z");
  });
});

describe("$editor: keyboard moves", () => {
  it("moves the block and announces where it went", () => {
    open();
    expect(keyboardMove("z", { kind: "into-previous" })).toBe(true);
    expect(shape($editor.get().tree)).toEqual(["a", ["s1", ["h1", ["s2", ["h2", "h3"]], "z"]]]);
    expect($editor.get().announcement).toBe("Überschrift in Abschnitt verschoben: Position 3 von 3.");
    expect($editor.get().current).toBe("z");
    expect(undo()).toBe(true);
    expect(shape($editor.get().tree)).toEqual(shape(sampleTree()));
  });

  it("announces in the page's language why a move at an edge does nothing", () => {
    open({ lang: "en" });
    expect(keyboardMove("a", { kind: "up" })).toBe(false);
    expect($editor.get()).toMatchObject({ announcement: "Heading is already first.", canUndo: false });
    expect(keyboardMove("s1", { kind: "out" })).toBe(false);
    expect($editor.get().announcement).toBe("Section is already at the top level.");
  });
});

describe("$editor: clipboard", () => {
  it("pastes on another page and in the other language what was copied, with fresh ids", () => {
    open({ lang: "de" });
    expect(copy("s2")).toBeUndefined();
    closeEditor();
    open({ page: { id: "page-2" }, lang: "en" as Lang, tree: [b("other")], newId: counter("p") });
    expect($editor.get().clipboard).toEqual(findBlock(sampleTree(), "s2")!.block);
    expect(paste({ parentId: null, index: 1 })).toBeUndefined();
    expect(shape($editor.get().tree)).toEqual(["other", ["p1", ["p2", "p3"]]]);
    expect($editor.get().tree[1]!.children![0]!.fields).toEqual({ text: { de: "h2", en: "h2" } });
    expect(paste({ parentId: null, index: 0 })).toBeUndefined();
    expect(shape($editor.get().tree)[0]).toEqual(["p4", ["p5", "p6"]]);
  });

  it("pastes only where the block may go", () => {
    open();
    copy("h1");
    expect(canPaste({ parentId: "s2", index: 2 })).toBe(true);
    expect(canPaste({ parentId: "a", index: 0 })).toBe(false);
    expect(paste({ parentId: "a", index: 0 })).toMatchObject({ code: "not-a-container" });
    expect($editor.get()).toMatchObject({ canUndo: false, error: { code: "not-a-container" } });
  });

  it("refuses pasting from an empty clipboard", () => {
    open();
    expect(canPaste({ parentId: null, index: 0 })).toBe(false);
    expect(paste({ parentId: null, index: 0 })).toEqual({ code: "clipboard-empty" });
    expect(copy("nope")).toEqual({ code: "not-found", blockId: "nope" });
  });

  it("cuts a block to the clipboard as one undoable removal", () => {
    open();
    expect(cut("s2")).toBeUndefined();
    expect(shape($editor.get().tree)).toEqual(["a", ["s1", ["h1"]], "z"]);
    expect($editor.get().clipboard?.id).toBe("s2");
    undo();
    expect(shape($editor.get().tree)).toEqual(shape(sampleTree()));
    expect($editor.get().clipboard?.id).toBe("s2");
  });

  it("duplicates beside the original without touching the clipboard", () => {
    open();
    duplicate("a");
    expect(shape($editor.get().tree).slice(0, 2)).toEqual(["a", "n1"]);
    expect($editor.get().clipboard).toBeNull();
  });

  it("ignores a tampered clipboard entry when opening", () => {
    storage.setItem(CLIPBOARD_KEY, JSON.stringify({ version: 1, block: { id: "x", schemaName: "DROP TABLE", schemaId: 1 } }));
    open();
    expect($editor.get().clipboard).toBeNull();
  });

  it("keeps the copied block in memory when the storage is full or disabled", () => {
    storage.quota = 10;
    open();
    copy("s2");
    expect($editor.get()).toMatchObject({ clipboardStored: false, clipboard: { id: "s2" } });
    expect(paste({ parentId: null, index: 0 })).toBeUndefined();
    closeEditor();
    open({ storage: disabledStorage });
    copy("a");
    expect($editor.get()).toMatchObject({ clipboardStored: false, clipboard: { id: "a" } });
  });

  it("follows a copy made in another tab", () => {
    const listeners: Array<(event: StorageEvent) => void> = [];
    vi.stubGlobal("addEventListener", (name: string, listener: (event: StorageEvent) => void) => name === "storage" && listeners.push(listener));
    vi.stubGlobal("removeEventListener", () => {});
    open();
    storage.setItem(CLIPBOARD_KEY, JSON.stringify({ version: 1, block: b("from-tab"), copiedAt: 1 }));
    for (const listener of listeners) listener({ key: CLIPBOARD_KEY } as StorageEvent);
    expect($editor.get().clipboard?.id).toBe("from-tab");
  });
});

describe("$editor: unsaved changes survive a reload", () => {
  it("keeps the working tree per page while it is dirty and offers it back after a reload", () => {
    open();
    dispatch({ type: "remove", id: "a" });
    expect(readDraft(storage, "page-1")).toMatchObject({ baseVersion: 3, savedAt: clock });
    closeEditor();

    open();
    expect($editor.get()).toMatchObject({ recovery: { baseVersion: 3, stale: false, savedAt: clock }, dirty: false });
    expect(restoreDraft()).toBe(true);
    expect(shape($editor.get().tree)).toEqual([["s1", ["h1", ["s2", ["h2", "h3"]]]], "z"]);
    expect($editor.get()).toMatchObject({ recovery: null, dirty: true, canUndo: true });
    undo();
    expect($editor.get().tree).toEqual(sampleTree());
  });

  it("marks the offer stale when the page was saved elsewhere since", () => {
    open();
    dispatch({ type: "remove", id: "a" });
    closeEditor();
    open({ page: { version: 4 } });
    expect($editor.get().recovery).toMatchObject({ stale: true, baseVersion: 3 });
  });

  it("saves a restored stale draft against the version it started from, so the newer one shows up as a conflict", () => {
    open();
    dispatch({ type: "remove", id: "a" });
    closeEditor();
    open({ page: { version: 4 } });
    expect($editor.get().session?.page.version).toBe(4);
    restoreDraft();
    expect($editor.get()).toMatchObject({ session: { page: { version: 3 } }, dirty: true, recovery: null });
    expect(readDraft(storage, "page-1")?.baseVersion).toBe(3);
  });

  it("drops an offer the editor discards, and one that holds the tree as loaded", () => {
    open();
    dispatch({ type: "remove", id: "a" });
    closeEditor();
    open();
    discardDraft();
    expect($editor.get().recovery).toBeNull();
    expect(storage.getItem(draftKey("page-1"))).toBeNull();
    expect(restoreDraft()).toBe(false);

    open();
    dispatch({ type: "remove", id: "a" });
    closeEditor();
    open({ tree: [b("s1", [b("h1", undefined), b("s2", [b("h2"), b("h3")])]), b("z")] });
    expect($editor.get().recovery).toBeNull();
  });

  it("clears the draft after a successful save and when undo returns to the saved tree", () => {
    open();
    dispatch({ type: "remove", id: "a" });
    markSaved($editor.get().tree, { version: 4 });
    expect($editor.get()).toMatchObject({ dirty: false, session: { page: { version: 4 } } });
    expect(storage.getItem(draftKey("page-1"))).toBeNull();
    dispatch({ type: "remove", id: "z" });
    expect(readDraft(storage, "page-1")?.baseVersion).toBe(4);
    undo();
    expect(storage.getItem(draftKey("page-1"))).toBeNull();
  });

  it("keeps edits made while a save was on its way dirty", () => {
    open();
    dispatch({ type: "remove", id: "a" });
    const sent: BlockInstance[] = $editor.get().tree;
    dispatch({ type: "remove", id: "z" });
    markSaved(sent, { version: 4 });
    expect($editor.get().dirty).toBe(true);
    expect(readDraft(storage, "page-1")).toMatchObject({ baseVersion: 4 });
  });

  it("keeps working in memory when the storage is full or disabled, and says so", () => {
    storage.quota = 100;
    open();
    dispatch({ type: "remove", id: "a" });
    expect($editor.get()).toMatchObject({ draftStored: false, dirty: true });
    expect(shape($editor.get().tree)).toEqual([["s1", ["h1", ["s2", ["h2", "h3"]]]], "z"]);
    undo();
    expect($editor.get()).toMatchObject({ draftStored: true, dirty: false });
    closeEditor();

    open({ storage: disabledStorage });
    dispatch({ type: "remove", id: "z" });
    expect($editor.get()).toMatchObject({ draftStored: false, dirty: true, canUndo: true });
  });
});
