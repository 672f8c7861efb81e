import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { b, sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";
import { $editor, closeEditor, dispatch, markSaved, openEditor, paste, redo, undo } from "../store.ts";
import type { LoadedPage } from "../io/page-io.ts";
import { MemoryStorage } from "../../../tests/support/editor/memory-storage.ts";
import { counter, TYPES, draftPage } from "../../../tests/support/editor/page-tree.ts";
import { mergeTrees } from "./merge-trees.ts";
import { copyMine, overwriteWith, takeMerge, takeTheirs } from "./resolve-conflict.ts";

const base: LoadedPage = { id: "page-1", version: 3, status: "Draft", data: {}, tree: sampleTree() };
const theirs: LoadedPage = { ...base, version: 5, tree: [b("a"), b("theirs")] };

beforeEach(() => {
  openEditor({ app: "site", page: draftPage("page-1", 3), tree: sampleTree(), lang: "de", types: TYPES, storage: new MemoryStorage(), newId: counter() });
  dispatch({ type: "remove", id: "z" });
});
afterEach(() => {
  closeEditor();
  vi.unstubAllGlobals();
});

describe("resolving a conflict", () => {
  it("takes their version as the saved one, and Ctrl+Z brings mine back", () => {
    const mine = $editor.get().tree;
    takeTheirs(theirs);
    expect($editor.get()).toMatchObject({ tree: theirs.tree, dirty: false, session: { page: { version: 5 } } });
    undo();
    expect($editor.get().tree).toEqual(mine);
    expect($editor.get().dirty).toBe(true);
  });

  it("undoes taking their version back to the version mine was made from, so saving mine meets theirs as a conflict", async () => {
    const mine = $editor.get().tree;
    takeTheirs(theirs);
    undo();
    expect($editor.get()).toMatchObject({ tree: mine, dirty: true, session: { page: { version: 3 } } });
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(init.headers).toMatchObject({ "if-match": "3" });
      return new Response("{}", { status: 412 });
    });
    vi.stubGlobal("fetch", fetch);
    const { saveDraft } = await import("../io/page-writes.ts");
    expect(await saveDraft("app", $editor.get().session!.page, $editor.get().tree)).toEqual({ kind: "conflict" });
    redo();
    expect($editor.get()).toMatchObject({ tree: theirs.tree, dirty: false, session: { page: { version: 5 } } });
  });

  it("takes mine merged into theirs as unsaved work on their version, undoable to mine on my version", () => {
    dispatch({ type: "insert", block: b("mine"), at: { parentId: null, index: 0 } });
    const mine = $editor.get().tree;
    const merge = mergeTrees(sampleTree(), theirs.tree, mine);
    expect(merge).toEqual({ tree: [b("mine"), b("a"), b("theirs")], conflicts: [] });
    takeMerge(theirs, merge.tree);
    expect($editor.get()).toMatchObject({ tree: merge.tree, dirty: true, session: { page: { version: 5 } } });
    undo();
    expect($editor.get()).toMatchObject({ tree: mine, session: { page: { version: 3 } } });
  });

  it("keeps a save made after taking their version when an edit after it is undone", () => {
    takeTheirs(theirs);
    dispatch({ type: "remove", id: "a" });
    markSaved($editor.get().tree, { version: 6 });
    undo();
    expect($editor.get()).toMatchObject({ dirty: true, session: { page: { version: 6 } } });
  });

  it("saves mine over their version with its version as If-Match, then counts mine as saved", async () => {
    const mine = $editor.get().tree;
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(init.headers).toMatchObject({ "if-match": "5" });
      expect(JSON.parse(String(init.body)).blocks.iv).toEqual(mine);
      return Response.json({ id: "page-1", version: 6, status: "Draft" }, { status: 200 });
    });
    vi.stubGlobal("fetch", fetch);
    const outcome = await overwriteWith("app", theirs);
    expect(outcome).toMatchObject({ kind: "saved", version: 6 });
    expect(fetch).toHaveBeenCalledOnce();
    expect($editor.get()).toMatchObject({ tree: mine, dirty: false, session: { page: { version: 6, status: "Draft" } } });
  });

  it("reports another conflict and keeps mine unsaved on top of their version", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 412 })),
    );
    expect(await overwriteWith("app", theirs)).toEqual({ kind: "conflict" });
    expect($editor.get()).toMatchObject({ dirty: true, session: { page: { version: 5 } } });
  });

  it("copies my whole page as one section that pastes with fresh ids", () => {
    const mine = $editor.get().tree;
    expect(copyMine()).toBe(true);
    const clip = $editor.get().clipboard!;
    expect(clip.schemaName).toBe("block-section");
    expect(clip.children).toEqual(mine);
    takeTheirs(theirs);
    expect(paste({ parentId: null, index: 2 })).toBeUndefined();
    const pasted = $editor.get().tree[2]!;
    expect(pasted.children!.map((block) => block.schemaName)).toEqual(mine.map((block) => block.schemaName));
    expect(pasted.children!.map((block) => block.id)).not.toEqual(mine.map((block) => block.id));
  });
});
