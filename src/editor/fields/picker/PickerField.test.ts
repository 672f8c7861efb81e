// @vitest-environment jsdom
import { createElement as h } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SchemaForm } from "../../../components/forms/SchemaForm.tsx";
import { modelOf, squidexField } from "../../../../tests/support/components/forms/squidex-fields.ts";
import type { FieldRenderProps, RenderField } from "../../../components/forms/render-field.ts";
import { byLabel, click, descriptionOf, mount, spokenText, waitFor, type Mounted } from "../../../../tests/support/components/ui/dom.ts";
import type { ContentData } from "../../../forms/index.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { $notice } from "../../notices.ts";
import type { PickerBinding } from "./PickerDialog.tsx";
import { PickerField } from "./PickerField.tsx";

const NAMES: Record<string, string> = { p1: "Anna", p2: "Ben", p3: "Bea" };

let mounted: Mounted | undefined;
/** What the field handed its dialog the last time it rendered it. */
let binding: PickerBinding | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  binding = undefined;
  $notice.set(null);
});

/** A picker that names ids from `NAMES`, whose dialog is a button choosing `p3` and one closing it. */
const picker: RenderField = (props: FieldRenderProps) =>
  props.field.kind === "references"
    ? h(PickerField, {
        of: props,
        kind: "references",
        items: ((props.value as string[] | undefined) ?? []).map((id) => ({ id, name: NAMES[id] ?? id })),
        chooseText: "Wählen …",
        dialog: (given) => {
          binding = given;
          return h("div", { role: "dialog", "aria-label": "Wahl" }, [
            h("button", { key: "p3", type: "button", onClick: () => given.onChange([...given.chosen, "p3"]) }, "Bea nehmen"),
            h("button", { key: "close", type: "button", onClick: given.onClose }, "Schließen"),
          ]);
        },
      })
    : undefined;

async function renderForm(values: ContentData, extra: Record<string, unknown> = {}, lang: Lang = "de") {
  const model = modelOf([squidexField("people", "References", { label: "Trainer", isRequired: true, maxItems: 2, ...extra })]);
  const changes: ContentData[] = [];
  mounted = await mount(
    h(SchemaForm, { model, values, lang, onChange: (data: ContentData) => changes.push(data), renderField: picker, "aria-label": "Block" }),
  );
  return { root: mounted.container, last: () => changes.at(-1) };
}

describe("PickerField", () => {
  it("shows the chosen items in a group named by the field, and a note while there are none", async () => {
    const { root } = await renderForm({ people: { iv: ["p2", "p1"] } });
    const group = root.querySelector<HTMLElement>('[role="group"]')!;
    expect(spokenText(document.getElementById(group.getAttribute("aria-labelledby")!)!)).toBe("Trainer");
    expect([...group.querySelectorAll("[data-chosen-name]")].map(spokenText)).toEqual(["Ben", "Anna"]);
    await mounted!.unmount();
    const empty = await renderForm({});
    expect(empty.root.textContent).toContain("Noch nichts ausgewählt.");
  });

  it("removes an item, says so in the live region and shows the field's message", async () => {
    const { root, last } = await renderForm({ people: { iv: ["p1"] } });
    await click(byLabel(root, "„Anna“ entfernen"));
    await waitFor(() => expect(last()).toEqual({ people: { iv: [] } }));
    expect($notice.get()?.text).toBe("„Anna“ entfernt.");
    await waitFor(() => expect(root.textContent).toContain("Noch nichts ausgewählt."));
    await waitFor(() => expect(root.textContent).toContain("Trainer ist ein Pflichtfeld."));
  });

  it("says when the list is full, and the button is described by it", async () => {
    const { root } = await renderForm({ people: { iv: ["p1", "p2"] } });
    expect(descriptionOf(byLabel(root, "Wählen …"))).toContain("Hier sind höchstens 2 Einträge möglich.");
  });

  it("opens its dialog with the chosen ids and the limit, and applies its changes", async () => {
    const { root, last } = await renderForm({ people: { iv: ["p1"] } });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await click(byLabel(root, "Wählen …"));
    await waitFor(() => expect(binding).toMatchObject({ lang: "de", chosen: ["p1"], max: 2 }));
    await click(byLabel(document.body, "Bea nehmen"));
    await waitFor(() => expect(last()).toEqual({ people: { iv: ["p1", "p3"] } }));
    await waitFor(() => expect([...root.querySelectorAll("[data-chosen-name]")].map(spokenText)).toEqual(["Anna", "Bea"]));
    await click(byLabel(document.body, "Schließen"));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it("counts closing its dialog as leaving the field, so its message shows", async () => {
    const { root } = await renderForm({});
    await click(byLabel(root, "Wählen …"));
    await waitFor(() => expect(binding).toBeDefined());
    expect(root.textContent).not.toContain("Trainer ist ein Pflichtfeld.");
    await click(byLabel(document.body, "Schließen"));
    await waitFor(() => expect(root.textContent).toContain("Trainer ist ein Pflichtfeld."));
  });

  it("has no button while the dialog cannot open", async () => {
    mounted = await mount(
      h(SchemaForm, {
        model: modelOf([squidexField("people", "References", { label: "Trainer" })]),
        values: {},
        lang: "en",
        onChange: () => {},
        renderField: (props: FieldRenderProps) => h(PickerField, { of: props, kind: "references", items: [], chooseText: undefined, dialog: () => null }),
        "aria-label": "Block",
      }),
    );
    expect(mounted.container.querySelectorAll("button")).toHaveLength(0);
    expect(mounted.container.textContent).toContain("Nothing chosen yet.");
  });
});
