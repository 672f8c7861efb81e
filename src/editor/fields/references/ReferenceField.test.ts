// @vitest-environment jsdom
import { fieldForm } from "../../../../tests/support/editor/field-form.ts";
import { openEmptyPage } from "../../../../tests/support/editor/page-tree.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { modelOf, squidexField } from "../../../../tests/support/components/forms/squidex-fields.ts";
import { byLabel, click, spokenText, type, waitFor } from "../../../../tests/support/components/ui/dom.ts";
import type { ContentData } from "../../../forms/index.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { $notice } from "../../notices.ts";
import { referenceField } from "./index.ts";
import { $knownReferences } from "./known-references.ts";
import { clearSchemaCache } from "./schemas-api.ts";

const PEOPLE = [
  { id: "p1", data: { name: { iv: "Anna Berg" }, title: { de: "Trainerin", en: "Coach" } } },
  { id: "p2", data: { name: { iv: "Ben Tal" } } },
  { id: "p3", data: { name: { iv: "Bea See" } } },
];
const SCHEMAS = {
  items: [
    {
      id: "s-people",
      name: "practitioners",
      fields: [
        { name: "name", properties: { fieldType: "String" } },
        { name: "title", properties: { fieldType: "String" } },
      ],
    },
    { id: "s-other", name: "colors", fields: [{ name: "name", properties: { fieldType: "String" } }] },
  ],
};

let searches: string[] = [];
beforeEach(() => {
  searches = [];
});
const form = fieldForm({
  answer(url) {
    if (url.pathname === "/cms/api/apps/site/schemas") return Response.json(SCHEMAS);
    if (url.pathname !== "/cms/api/content/site/practitioners") return undefined;
    const ids = url.searchParams.get("ids")?.split(",");
    const search = url.searchParams.get("$search") ?? "";
    if (!ids) searches.push(search);
    const items = PEOPLE.filter((item) => (ids ? ids.includes(item.id) : JSON.stringify(item.data).toLowerCase().includes(search.toLowerCase())));
    return Response.json({ total: items.length, items });
  },
  renderField: referenceField,
  reset: () => {
    $knownReferences.set(new Map());
    clearSchemaCache();
  },
});

const renderForm = (values: ContentData, lang: Lang = "de", extra: Record<string, unknown> = {}) =>
  form(
    modelOf([squidexField("people", "References", { label: "Trainer", schemaIds: ["s-people"], maxItems: 2, ...extra })], {
      people: { label: { en: "Coaches" } },
    }),
    values,
    lang,
  );

const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];

describe("referenceField", () => {
  it("shows the chosen items by their display name", async () => {
    const { root } = await renderForm({ people: { iv: ["p2", "p1"] } });
    await waitFor(() => expect([...root.querySelectorAll("[data-chosen-name]")].map(spokenText)).toEqual(["Ben Tal", "Anna Berg"]));
    expect(byLabel(root, "„Ben Tal“ nach unten")).toBeTruthy();
  });

  it("finds items by searching in the picker and adds the one chosen", async () => {
    const { root, last } = await renderForm({ people: { iv: ["p1"] } });
    await openPicker(root, "Trainer auswählen …");
    expect(dialog()!.textContent).toContain("Trainer auswählen");
    await type(byLabel(dialog()!, "Suchen"), "Be");
    await waitFor(() => expect(searches.at(-1)).toBe("Be"));
    await waitFor(() => expect(options().map(spokenText)).toEqual(["Anna Berg", "Ben Tal", "Bea See"]));
    expect(options().map((option) => option.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(dialog()!.textContent).toContain("3 Einträge gefunden");
    await click(options()[2]!);
    await waitFor(() => expect(last()).toEqual({ people: { iv: ["p1", "p3"] } }));
    await click(options()[0]!);
    await waitFor(() => expect(last()).toEqual({ people: { iv: ["p3"] } }));
    await click(byLabel(dialog()!, "Fertig"));
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect([...root.querySelectorAll("[data-chosen-name]")].map(spokenText)).toEqual(["Bea See"]));
  });

  it("chooses no more than maxItems and says so", async () => {
    const { root, last } = await renderForm({ people: { iv: ["p1", "p2"] } });
    await waitFor(() => expect(root.textContent).toContain("Hier sind höchstens 2 Einträge möglich."));
    await openPicker(root, "Trainer auswählen …");
    await waitFor(() => expect(options()).toHaveLength(3));
    await click(options()[2]!);
    await waitFor(() => expect($notice.get()?.text).toBe("Hier sind höchstens 2 Einträge möglich."));
    expect(last()).toBeUndefined();
  });

  it("replaces the chosen item when the field holds one, in English too", async () => {
    openEmptyPage("en");
    const { root, last } = await renderForm({ people: { iv: ["p1"] } }, "en", { maxItems: 1 });
    await openPicker(root, "Choose coaches …");
    await type(byLabel(dialog()!, "Search"), "Ben");
    await waitFor(() => expect(searches.at(-1)).toBe("Ben"));
    await waitFor(() => expect(options().map(spokenText)).toEqual(["Ben Tal"]));
    await click(options()[0]!);
    await waitFor(() => expect(last()).toEqual({ people: { iv: ["p2"] } }));
  });
});

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function openPicker(root: HTMLElement, label: string): Promise<void> {
  await waitFor(() => expect(byLabel(root, label)).toBeTruthy());
  await click(byLabel(root, label));
  await waitFor(() => expect(dialog()?.querySelector('[role="listbox"]')).toBeTruthy());
}
