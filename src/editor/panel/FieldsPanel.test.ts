// @vitest-environment jsdom
import { act, createElement as h, Fragment } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadControls } from "../../components/forms/index.ts";
import { blur, byLabel, descriptionOf, mount, press, type, wait, waitFor, type Mounted } from "../../../tests/support/components/ui/dom.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import { $editor, closeEditor, openEditor, setActive, undo } from "../store.ts";
import { blockCommand } from "../commands.ts";
import { focusField } from "../notices.ts";
import { TYPES, draftPage } from "../../../tests/support/editor/page-tree.ts";
import { FieldsPanel } from "./FieldsPanel.tsx";
import { $panel, markSubmitted } from "./panel-store.ts";

const tree = (): BlockInstance[] => [
  { id: "h1", schemaName: "block-heading", schemaId: "s-heading", active: true, fields: { text: { de: "Willkommen", en: "Welcome" }, level: { iv: "h2" } } },
  { id: "old", schemaName: "block-retired", schemaId: "s-retired", active: true, fields: {} },
];

let mounted: Mounted | undefined;
// The block form's code and the heavy controls load on demand; here they are wanted at once.
beforeAll(async () => {
  await Promise.all([loadControls(), import("./BlockPane.tsx")]);
});
beforeEach(() => {
  $panel.set({ open: false, submitted: false, focus: null });
  openEditor({ app: "site", page: draftPage("p1", 1), tree: tree(), lang: "de", types: TYPES, storage: null });
});
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  closeEditor();
});

/** The panel, with a handle for each block as the canvas has them. */
async function renderPanel() {
  mounted = await mount(
    h(
      Fragment,
      null,
      h("button", { "data-block-handle": "h1" }, "Überschrift"),
      h("button", { "data-block-handle": "old" }, "block-retired"),
      h(FieldsPanel, {}),
    ),
  );
  const root = mounted.container;
  const panel = root.querySelector<HTMLElement>("[data-fields-panel]")!;
  return { root, panel, title: () => panel.querySelector("h2")!.textContent };
}

const fieldsOf = (id: string) => findBlock($editor.get().tree, id)!.block.fields;

describe("FieldsPanel", () => {
  it("says how to choose a block while none is current", async () => {
    const { panel, title } = await renderPanel();
    expect(title()).toBe("Kein Block ausgewählt");
    expect(panel.textContent).toContain("Klicke ihn an oder geh mit der Tab-Taste zu seinem Namen");
    expect(panel.querySelector("form")).toBeNull();
  });

  it("shows the current block's fields under its type's name, German and English side by side", async () => {
    const { panel, title } = await renderPanel();
    await act(async () => void setActive("h1"));
    expect(title()).toBe("Überschrift");
    expect(panel.querySelector("form")!.getAttribute("aria-label")).toBe("Felder von Überschrift");
    expect((byLabel(panel, "Text, Deutsch") as HTMLInputElement).value).toBe("Willkommen");
    expect((byLabel(panel, "Text, Englisch") as HTMLInputElement).value).toBe("Welcome");
    expect(panel.querySelector('[data-path="level.iv"] button')!.textContent).toContain("Überschrift 2");
  });

  it("turns typing into an update of the block, and undo brings the old text back into the form", async () => {
    const { panel } = await renderPanel();
    await act(async () => void setActive("h1"));
    await type(byLabel(panel, "Text, Deutsch"), "Hallo");
    await wait(30);
    expect(fieldsOf("h1")).toEqual({ text: { de: "Hallo", en: "Welcome" }, level: { iv: "h2" } });
    expect($editor.get().canUndo).toBe(true);
    await act(async () => void undo());
    expect(fieldsOf("h1").text).toEqual({ de: "Willkommen", en: "Welcome" });
    expect((byLabel(panel, "Text, Deutsch") as HTMLInputElement).value).toBe("Willkommen");
  });

  it("shows a required field's message after blur, or at once after a publish attempt", async () => {
    const { panel } = await renderPanel();
    await act(async () => void setActive("h1"));
    const de = byLabel(panel, "Text, Deutsch");
    await type(de, "");
    await wait(30);
    expect(descriptionOf(de)).toEqual([]);
    await act(async () => markSubmitted());
    expect(descriptionOf(de)).toEqual(["Text ist ein Pflichtfeld."]);
    await act(async () => markSubmitted(false));
    expect(descriptionOf(de)).toEqual([]);
    await blur(de);
    expect(descriptionOf(de)).toEqual(["Text ist ein Pflichtfeld."]);
  });

  it("honours a request to focus a field: the block becomes current, the panel opens, the field has focus", async () => {
    const { panel } = await renderPanel();
    expect($panel.get().open).toBe(false);
    await act(async () => focusField("h1", "text.en"));
    await waitFor(() => expect(document.activeElement).toBe(byLabel(panel, "Text, Englisch")));
    expect($editor.get().current).toBe("h1");
    expect($panel.get().open).toBe(true);
    // A heavy control (a select) takes focus too.
    await act(async () => focusField("h1", "level.iv"));
    await waitFor(() => expect(document.activeElement).toBe(panel.querySelector('[data-path="level.iv"] button')));
  });

  it("takes the keyboard from a selected block's handle into its first field, and Escape back to the handle", async () => {
    const { root, panel } = await renderPanel();
    await act(async () => blockCommand("h1", "select"));
    expect(panel.contains(document.activeElement)).toBe(false);
    await act(async () => blockCommand("h1", "select"));
    await waitFor(() => expect(document.activeElement).toBe(byLabel(panel, "Text, Deutsch")));
    await press(document.activeElement!, "Escape");
    await waitFor(() => expect(document.activeElement).toBe(root.querySelector('[data-block-handle="h1"]')));
    expect($panel.get().open).toBe(false);
  });

  it("says so for a block type the site does not know, and focuses that message's title when asked for its fields", async () => {
    const { panel, title } = await renderPanel();
    await act(async () => void blockCommand("old", "fields"));
    expect(title()).toBe("block-retired");
    expect(panel.textContent).toContain("Den Blocktyp „block-retired“ kennt diese Website nicht");
    await waitFor(() => expect(document.activeElement).toBe(panel.querySelector("h2")));
  });

  it("speaks English in an English builder", async () => {
    openEditor({ app: "site", page: draftPage("p1", 1), tree: tree(), lang: "en", types: TYPES, storage: null });
    const { panel, title } = await renderPanel();
    expect(title()).toBe("No block selected");
    await act(async () => void setActive("h1"));
    expect(title()).toBe("Heading");
    expect((byLabel(panel, "Text, German") as HTMLInputElement).value).toBe("Willkommen");
  });
});
