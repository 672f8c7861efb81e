// @vitest-environment jsdom
import { act, createElement as h } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { blockTypes } from "../../blocks/catalog.ts";
import { testCtx } from "../../../tests/support/blocks/site-snapshot.ts";
import { byLabel, click, inUi, mount, press, spokenText, type, waitFor, type Mounted } from "../../../tests/support/components/ui/dom.ts";
import type { Lang } from "../../i18n/locales.ts";
import { b } from "../../../tests/support/lib/tree/sample-trees.ts";
import { $editor, closeEditor, openEditor } from "../store.ts";
import { $notice } from "../notices.ts";
import { openAddBlock } from "./add-block-request.ts";
import { AddBlockHost } from "./AddBlockHost.tsx";
import { draftPage } from "../../../tests/support/editor/page-tree.ts";

let mounted: Mounted | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  closeEditor();
});

/** The builder's state for a page of `a` (heading) and `s1` (section with `h1`), and the add-block host mounted in `lang`. */
async function open(lang: Lang) {
  const tree = [b("a"), b("s1", [b("h1")])];
  openEditor({ app: "site", page: draftPage("p1", 1), tree, lang, types: blockTypes, storage: null });
  mounted = await mount(inUi(lang, h(AddBlockHost, { ctx: testCtx({ lang }) })));
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
/** The block types offered (RAC draws the "nothing found" text as an option without a key). */
const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"][data-key]')];
/** What a screen reader says for an option: its name, the preview hidden. */
const nameOf = (option: HTMLElement) => spokenText(option).trim();

async function openDialog(label: string) {
  await click(byLabel(document.body, label));
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
}

describe("AddBlockDialog", () => {
  it("lists the site's block types in category groups, each with a preview", async () => {
    await open("de");
    await openDialog("Block hinzufügen");
    const groups = [...dialog()!.querySelectorAll('[role="group"]')].map(
      (group) => group.getAttribute("aria-labelledby") && document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent,
    );
    expect(groups).toEqual(["Layout", "Inhalt", "Medien", "Verzeichnis", "Termine", "Challenges"]);
    expect(options()).toHaveLength(blockTypes.length);
    expect(options().map(nameOf)).toContain("Überschrift");
    const heading = options().find((option) => nameOf(option) === "Überschrift")!;
    expect(heading.querySelector('[aria-hidden="true"]')?.textContent).toContain("Willkommen bei uns");
  });

  it("says in an alert that a component must be chosen when confirming without one, in German only on a German page", async () => {
    await open("de");
    await openDialog("Block hinzufügen");
    await click(byLabel(dialog()!, "Einfügen"));
    const alert = dialog()!.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe("Bitte wähle eine Komponente aus.");
    expect($editor.get().tree).toHaveLength(2);
  });

  it("shows the English text beside the German alert on an English page", async () => {
    await open("en");
    await openDialog("Add a block");
    await click(byLabel(dialog()!, "Insert"));
    const alert = dialog()!.querySelector('[role="alert"]')!;
    expect(alert.querySelector('[lang="de"]')?.textContent).toBe("Bitte wähle eine Komponente aus.");
    expect(alert.querySelector('[lang="en"]')?.textContent).toBe("Please choose a component.");
  });

  it("filters by the German or English name", async () => {
    await open("de");
    await openDialog("Block hinzufügen");
    await type(byLabel(dialog()!, "Komponente suchen"), "image");
    await waitFor(() => expect(options().map(nameOf)).toEqual(["Bild"]));
    await type(byLabel(dialog()!, "Komponente suchen"), "gibt es nicht");
    await waitFor(() => expect(options()).toHaveLength(0));
    expect(dialog()!.textContent).toContain("Keine Komponente passt zu „gibt es nicht“.");
  });

  it("inserts the chosen type by keyboard below the block it was opened for; the new block is current and announced", async () => {
    await open("de");
    await act(async () => openAddBlock("a", "after"));
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(dialog()!.textContent).toContain("Unter „Überschrift“");
    await type(byLabel(dialog()!, "Komponente suchen"), "Abstand");
    await waitFor(() => expect(options()).toHaveLength(1));
    await press(byLabel(dialog()!, "Komponente suchen"), "ArrowDown");
    await waitFor(() => expect(document.activeElement).toBe(options()[0]));
    await press(options()[0]!, "Enter");
    await waitFor(() => expect(dialog()).toBeNull());
    const { tree, current } = $editor.get();
    expect(tree.map((block) => block.schemaName)).toEqual(["block-heading", "block-spacer", "block-section"]);
    expect(current).toBe(tree[1]!.id);
    expect($notice.get()?.text).toBe("Abstand eingefügt.");
  });

  it("inserts inside a container as its last block", async () => {
    await open("en");
    await act(async () => openAddBlock("s1", "inside"));
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    await click(options().find((option) => nameOf(option) === "Heading")!);
    await click(byLabel(dialog()!, "Insert"));
    await waitFor(() => expect(dialog()).toBeNull());
    expect($editor.get().tree[1]!.children!.map((block) => block.schemaName)).toEqual(["block-heading", "block-heading"]);
    expect($notice.get()?.text).toBe("Heading added.");
  });
});
