// @vitest-environment jsdom
import { act, createElement as h } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blockTypes } from "../../blocks/catalog.ts";
import { click, mount, nameOf, waitFor, type Mounted } from "../../../tests/support/components/ui/dom.ts";
import type { Lang } from "../../i18n/locales.ts";
import { $editor, closeEditor, dispatch, openEditor, setActive } from "../store.ts";
import { $fieldFocus } from "../notices.ts";
import { BlockMarker } from "./BlockMarker.tsx";
import { ChecksButton } from "./ChecksButton.tsx";
import ChecksList from "./ChecksList.tsx";
import { $checks, $checksOpen, hideChecks, loadChecks, publishRefusal } from "./checks-store.ts";
import { heading, section } from "../../../tests/support/editor/checks/check-blocks.ts";
import { draftPage } from "../../../tests/support/editor/page-tree.ts";

let mounted: Mounted | undefined;

/** Opens a page in the editor, in `lang`: a section with a valid h1 and a heading without German text. */
function openPage(lang: Lang) {
  const tree = [section("s", [heading("ok", "h1"), heading("empty", "h2", { de: "", en: "Heading" })])];
  openEditor({ app: "site", page: draftPage("p", 1), tree, lang, types: blockTypes, storage: null });
}

beforeEach(async () => {
  await loadChecks();
});

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  hideChecks();
  closeEditor();
});

describe("the checks in the builder", () => {
  it("run again when the tree changes, not when a block is only selected", () => {
    openPage("de");
    const before = $checks.get();
    setActive("ok");
    expect($editor.get().current).toBe("ok");
    expect($checks.get()).toBe(before);
    dispatch({ type: "update-fields", id: "empty", changes: { text: { de: "Überschrift", en: "Heading" } } });
    expect($checks.get()).not.toBe(before);
    expect($checks.get().errors).toHaveLength(0);
  });

  it("refuses publishing while a field is invalid, and the list names language, block, field and message", async () => {
    openPage("de");
    expect(await publishRefusal()).toBe("Noch nicht veröffentlicht: Behebe zuerst die Fehler in der Liste (1).");
    expect($checksOpen.get()).toBe(true);
    mounted = await mount(h(ChecksList));
    const german = mounted.container.querySelector<HTMLElement>("section[aria-label='Deutsch']")!;
    expect(german.textContent).toContain("Überschrift (Block 3)");
    const entry = [...german.querySelectorAll("button")].find((button) => nameOf(button) === "Text: Text ist ein Pflichtfeld.");
    expect(entry).toBeDefined();
    expect(mounted.container.querySelector("section[aria-labelledby]")).toBe(document.activeElement);
  });

  it("jumps to the block and asks the fields panel for the field", async () => {
    openPage("en");
    await publishRefusal();
    mounted = await mount(h(ChecksList));
    const entry = mounted.container.querySelector<HTMLElement>("[data-check-block='empty']")!;
    expect(nameOf(entry)).toBe("Text: Text is required.");
    await click(entry);
    expect($editor.get().current).toBe("empty");
    expect($fieldFocus.get()).toMatchObject({ blockId: "empty", path: "text.de" });
  });

  it("clears the list once the field is fixed, and then publishing may go on", async () => {
    openPage("de");
    await publishRefusal();
    mounted = await mount(h(ChecksList));
    await act(async () => {
      dispatch({ type: "update-fields", id: "empty", changes: { text: { de: "Zweite Ebene", en: "Heading" } } });
    });
    await waitFor(() => expect(mounted!.container.textContent).toContain("Keine Fehler: Die Seite kann veröffentlicht werden."));
    expect(mounted.container.querySelector("[data-check-block]")).toBeNull();
    expect(await publishRefusal()).toBeUndefined();
  });

  it("marks the block with its errors and counts them on the checks button", async () => {
    openPage("de");
    mounted = await mount(
      h("div", null, h(ChecksButton), h(BlockMarker, { blockId: "empty", label: "Überschrift" }), h(BlockMarker, { blockId: "ok", label: "Überschrift" })),
    );
    const markers = mounted.container.querySelectorAll("[data-check-marker]");
    expect([...markers].map((marker) => marker.getAttribute("data-check-marker"))).toEqual(["empty"]);
    expect(nameOf(markers[0]!)).toBe("Überschrift – Fehler: 1, Hinweise: 0. In den Prüfungen zeigen");
    expect(nameOf(mounted.container.querySelector("#builder-checks-button")!)).toMatch(/^Prüfungen – Fehler: 1, Hinweise: \d+$/);
    await click(markers[0]!);
    expect($checksOpen.get()).toBe(true);
  });
});
