// @vitest-environment jsdom
import { editKit } from "./edit-kit.ts";
import { useStore } from "@nanostores/react";
import { act, createElement as h } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import ButtonEdit from "../../blocks/button/Edit.tsx";
import HeadingEdit from "../../blocks/heading/Edit.tsx";
import { testCtx } from "../../../tests/support/blocks/site-snapshot.ts";
import type { EditViewProps } from "../../blocks/edit-kit.ts";
import type { Lang } from "../../i18n/locales.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import { $editor, closeEditor, openEditor, setActive, undo } from "../store.ts";
import { byLabel, descriptionOf, mount, press, type Mounted } from "../../../tests/support/components/ui/dom.ts";
import { BlockFrame } from "./BlockFrame.tsx";
import { startInlineEdit } from "./start-inline-edit.ts";
import { draftPage } from "../../../tests/support/editor/page-tree.ts";

const TYPES = [
  { schemaName: "block-heading", container: false, label: { de: "Überschrift", en: "Heading" } },
  { schemaName: "block-button", container: false, label: { de: "Button / Link", en: "Button / link" } },
];

const tree = (): BlockInstance[] => [
  { id: "h1", schemaName: "block-heading", schemaId: "s-h", active: true, fields: { text: { de: "Über uns", en: "About us" }, level: { iv: "h2" } } },
  { id: "h2", schemaName: "block-heading", schemaId: "s-h", active: true, fields: { text: { de: "Nur Deutsch" } } },
  { id: "b1", schemaName: "block-button", schemaId: "s-b", active: true, fields: { label: { de: "Mehr", en: "More" }, href: { de: "/kurse" } } },
];

let clock = 0;
let mounted: Mounted | undefined;
beforeEach(() => {
  clock = 0;
  openEditor({ app: "site", page: draftPage("p", 1), tree: tree(), lang: "de", types: TYPES, storage: null, now: () => (clock += 5000) });
});
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  closeEditor();
});

/** One block from the store, redrawn on each change as the canvas does. */
function Live({ id, lang, Edit }: { id: string; lang: Lang; Edit: (props: EditViewProps) => ReturnType<typeof HeadingEdit> }) {
  const editor = useStore($editor);
  const block = findBlock(editor.tree, id)!.block;
  return h("div", { "data-block-id": id }, h(Edit, { block, ctx: testCtx({ lang }), kit: editKit }));
}

const show = async (id: string, lang: Lang = "de", Edit = HeadingEdit) => {
  mounted = await mount(h(Live, { id, lang, Edit }));
  return mounted.container;
};
const fields = (id: string) => findBlock($editor.get().tree, id)!.block.fields;
const select = (id: string) => act(async () => void setActive(id));

/** Types as a user would: the editable's text changes, then an input event. */
async function typeInto(element: HTMLElement, text: string) {
  await act(async () => {
    element.focus();
    element.textContent = text;
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("inline text editing", () => {
  it("is plain text until the block is current, then an editable line named for screen readers", async () => {
    const root = await show("h1");
    const text = root.querySelector<HTMLElement>("h2 [data-inline-edit]")!;
    expect(text.textContent).toBe("Über uns");
    expect(text.hasAttribute("contenteditable")).toBe(false);
    expect(text.getAttribute("role")).toBeNull();
    await select("h1");
    const box = byLabel(root, "Überschrift bearbeiten");
    expect(box.dataset.inlineEdit).toBe("h1");
    expect(box.textContent).toBe("Über uns");
    expect(box.getAttribute("contenteditable")).toBe("plaintext-only");
    expect(box.getAttribute("role")).toBe("textbox");
    expect(box.tabIndex).toBe(0);
  });

  it("writes what is typed into the builder's language only, and undo takes it back", async () => {
    const root = await show("h1", "en");
    await select("h1");
    const box = byLabel(root, "Edit heading");
    await typeInto(box, "Who we are");
    expect(fields("h1").text).toEqual({ de: "Über uns", en: "Who we are" });
    expect(root.querySelector("h2")!.textContent).toBe("Who we are");
    await act(async () => void undo());
    expect(fields("h1").text).toEqual({ de: "Über uns", en: "About us" });
    expect(box.textContent).toBe("About us");
  });

  it("keeps one line and the schema's maxLength (160 for a heading)", async () => {
    const root = await show("h1");
    await select("h1");
    const box = byLabel(root, "Überschrift bearbeiten");
    await typeInto(box, "Zeile eins\nZeile zwei");
    expect(fields("h1").text).toMatchObject({ de: "Zeile eins Zeile zwei" });
    await typeInto(box, "x".repeat(200));
    expect((fields("h1").text as { de: string }).de).toHaveLength(160);
    expect(box.textContent).toHaveLength(160);
  });

  it("pastes plain text on one line at the caret", async () => {
    const root = await show("h1");
    await select("h1");
    const box = byLabel(root, "Überschrift bearbeiten");
    await act(async () => {
      box.focus();
      const selection = document.getSelection()!;
      selection.selectAllChildren(box);
      selection.collapseToEnd();
      const paste = new Event("paste", { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
      paste.clipboardData = { getData: (type: string) => (type === "text/plain" ? " und\nmehr" : "<b>und</b>") };
      box.dispatchEvent(paste);
    });
    expect(box.textContent).toBe("Über uns und mehr");
    expect(fields("h1").text).toMatchObject({ de: "Über uns und mehr" });
  });

  it("Escape brings back the text editing started with; Enter keeps the new one", async () => {
    const root = await show("h1");
    await select("h1");
    const box = byLabel(root, "Überschrift bearbeiten");
    await typeInto(box, "Entwurf");
    await press(box, "Escape");
    expect(fields("h1").text).toMatchObject({ de: "Über uns" });
    expect(box.textContent).toBe("Über uns");
    await typeInto(box, "Neu");
    await press(box, "Enter");
    expect(fields("h1").text).toMatchObject({ de: "Neu" });
    expect(document.activeElement).not.toBe(box);
  });

  it("shows the German text as a dimmed placeholder on /en while the English one is missing, and clearing removes a translation", async () => {
    const root = await show("h2", "en");
    await select("h2");
    const box = byLabel(root, "Edit heading");
    expect(box.textContent).toBe("");
    expect(box.dataset.placeholder).toBe("Nur Deutsch");
    expect(box.getAttribute("aria-placeholder")).toBe("Nur Deutsch");
    await typeInto(box, "Only German");
    await typeInto(box, "");
    expect(fields("h2").text).toEqual({ de: "Nur Deutsch" });
  });

  it("offers the eyebrow's place while the heading is current", async () => {
    const root = await show("h1");
    expect(root.querySelector("hgroup")).toBeNull();
    await select("h1");
    const eyebrow = byLabel(root, "Dachzeile bearbeiten");
    expect(eyebrow.dataset.placeholder).toBe("Dachzeile (optional)");
    await typeInto(eyebrow, "Team");
    expect(fields("h1").eyebrow).toEqual({ de: "Team" });
  });

  it("edits a button's label inside its link, and startInlineEdit focuses the current block's first text", async () => {
    const root = await show("b1", "de", ButtonEdit);
    expect(startInlineEdit("b1")).toBe(false);
    await select("b1");
    expect(startInlineEdit("b1")).toBe(true);
    const box = byLabel(root, "Beschriftung bearbeiten");
    expect(document.activeElement).toBe(box);
    expect(box.closest("a")?.getAttribute("href")).toBe("/kurse");
    await typeInto(box, "Alle Kurse");
    expect(fields("b1").label).toEqual({ de: "Alle Kurse", en: "More" });
  });
});

describe("starting to edit from the block's handle", () => {
  it("describes Enter on the current block's handle, and Enter there moves into the text", async () => {
    const Framed = () => {
      const editor = useStore($editor);
      const block = findBlock(editor.tree, "h1")!.block;
      return h(BlockFrame, { block, label: "Überschrift", known: true, children: h(HeadingEdit, { block, ctx: testCtx(), kit: editKit }) });
    };
    mounted = await mount(h(Framed));
    const handle = mounted.container.querySelector<HTMLElement>('[data-block-handle="h1"]')!;
    expect(handle.getAttribute("aria-describedby")).toBeNull();
    handle.focus();
    await press(handle, "Enter");
    expect($editor.get().current).toBe("h1");
    expect(descriptionOf(handle)).toEqual(["Mit Enter bearbeitest du den Text direkt hier; alle Felder des Blocks findest du unter „Felder bearbeiten“."]);
    await press(handle, "Enter");
    expect(document.activeElement).toBe(byLabel(mounted.container, "Überschrift bearbeiten"));
  });
});
