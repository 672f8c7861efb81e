// @vitest-environment jsdom
import { act, createElement as h } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mount, spokenText, type Mounted } from "../../../tests/support/components/ui/dom.ts";
import { loadControls, loadedControls } from "./load-controls.ts";
import { SchemaForm } from "./SchemaForm.tsx";
import { modelOf, squidexField } from "../../../tests/support/components/forms/squidex-fields.ts";

let mounted: Mounted | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

// The order matters: the heavy controls load once per test file, in the second test.
describe("LazyControl", () => {
  it("does not load the heavy controls for a form of text fields and checkboxes", async () => {
    const model = modelOf([
      squidexField("title", "String", { label: "Titel" }, "language"),
      squidexField("body", "String", { label: "Text", editor: "TextArea" }),
      squidexField("news", "Boolean", { label: "Newsletter" }),
    ]);
    mounted = await mount(h(SchemaForm, { model, values: {}, lang: "de" }));
    expect(mounted.container.querySelectorAll("input, textarea")).toHaveLength(4);
    expect(mounted.container.querySelector("[aria-busy]")).toBeNull();
    expect(loadedControls()).toBeUndefined();
  });

  it("shows the label, hint and a box while a heavy control loads, then the control in its place", async () => {
    const model = modelOf([
      squidexField("title", "String", { label: "Titel" }),
      squidexField("level", "String", { label: "Ebene", allowedValues: ["h2", "h3"], isRequired: true, hints: "Wie wichtig" }),
      squidexField("side", "String", { label: "Seite", editor: "Radio", allowedValues: ["links", "rechts"] }),
      squidexField("day", "DateTime", { label: "Tag", editor: "DateTime" }),
    ]);
    mounted = await mount(h(SchemaForm, { model, values: { level: { iv: "h3" } }, lang: "de" }));
    const root = mounted.container;
    const wrapper = (path: string) => root.querySelector<HTMLElement>(`[data-path="${path}"]`)!;
    // The text field is there at once.
    expect(wrapper("title.iv").querySelector("input")).not.toBeNull();
    // The others are placeholders: busy, labelled as the control will be, nothing to focus yet.
    const level = wrapper("level.iv").firstElementChild!;
    expect(level.getAttribute("aria-busy")).toBe("true");
    expect(spokenText(level)).toBe("Ebene Wie wichtig");
    expect(level.textContent).toContain("*");
    expect(wrapper("level.iv").querySelector("input, button, textarea")).toBeNull();
    expect(spokenText(wrapper("side.iv"))).toBe("Seite");
    expect(wrapper("side.iv").textContent).toContain("links");
    expect(spokenText(wrapper("day.iv"))).toBe("Tag Uhrzeit in UTC.");

    await act(async () => {
      await loadControls();
    });
    expect(root.querySelector("[aria-busy]")).toBeNull();
    const select = wrapper("level.iv").querySelector("button")!;
    expect(select.getAttribute("aria-haspopup")).toBe("listbox");
    // A choice shows its label from the catalog (loaded with the controls); values without one show as they are.
    expect(select.textContent).toContain("Überschrift 3");
    expect(wrapper("side.iv").querySelectorAll("input[type=radio]")).toHaveLength(2);
    expect(wrapper("side.iv").textContent).toContain("rechts");
    expect(wrapper("day.iv").querySelector("[role=group]")).not.toBeNull();
  });

  it("renders a heavy control at once when it was loaded before", async () => {
    const model = modelOf([squidexField("count", "Number", { label: "Anzahl" })]);
    mounted = await mount(h(SchemaForm, { model, values: { count: { iv: 3 } }, lang: "de" }));
    expect(mounted.container.querySelector("[aria-busy]")).toBeNull();
    expect(mounted.container.querySelector<HTMLInputElement>('[data-path="count.iv"] input')!.value).toBe("3");
  });
});
