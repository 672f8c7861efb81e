import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";
import { $editor, closeEditor, openEditor } from "../store.ts";
import { MemoryStorage } from "../../../tests/support/editor/memory-storage.ts";
import { counter, TYPES } from "../../../tests/support/editor/page-tree.ts";
import { adoptDraft } from "./adopt-draft.ts";
import { saveDraft } from "./page-writes.ts";
import type { OpenPage } from "../store.ts";

const published: OpenPage = { id: "p", version: 7, status: "Published", data: {} };

beforeEach(() => {
  openEditor({ app: "app", page: published, tree: sampleTree(), lang: "en", types: TYPES, storage: new MemoryStorage(), newId: counter() });
});
afterEach(() => {
  closeEditor();
  vi.unstubAllGlobals();
});

describe("a save refused after it made a draft", () => {
  it("reports the draft version, sends the builder's language, and the next save builds on it", async () => {
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      expect(init.headers).toMatchObject({ "accept-language": "en" });
      if (url.endsWith("/draft")) return Response.json({ id: "p", version: 8, status: "Published", newStatus: "Draft" }, { status: 200 });
      return Response.json(
        { message: "Some fields …", issues: [{ path: "blocks.iv[1].text.de", blockId: "a", field: "text.de", message: "Text is required." }] },
        { status: 400 },
      );
    });
    vi.stubGlobal("fetch", fetch);
    const outcome = await saveDraft("app", published, sampleTree());
    expect(outcome).toMatchObject({
      kind: "invalid",
      draft: { version: 8, newStatus: "Draft" },
      problems: [{ blockId: "a", field: "text.de", message: "Text is required." }],
    });
    adoptDraft(outcome);
    expect($editor.get().session?.page).toMatchObject({ version: 8, status: "Published", newStatus: "Draft" });

    fetch.mockImplementation(async (url: string, init: RequestInit) => {
      expect(url.endsWith("/draft")).toBe(false);
      expect(init.headers).toMatchObject({ "if-match": "8" });
      return Response.json({ id: "p", version: 9, status: "Published", newStatus: "Draft" }, { status: 200 });
    });
    expect(await saveDraft("app", $editor.get().session!.page, sampleTree())).toMatchObject({ kind: "saved", version: 9 });
  });

  it("leaves a save without a new draft as it was", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 412 })),
    );
    const outcome = await saveDraft("app", { ...published, newStatus: "Draft" }, sampleTree());
    expect(outcome).toEqual({ kind: "conflict" });
    adoptDraft(outcome);
    expect($editor.get().session?.page).toEqual(published);
  });
});
