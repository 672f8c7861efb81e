// @vitest-environment jsdom
import { fieldForm } from "../../../../tests/support/editor/field-form.ts";
import { describe, expect, it } from "vitest";
import { modelOf, squidexField } from "../../../../tests/support/components/forms/squidex-fields.ts";
import { byLabel, click, spokenText, type, waitFor } from "../../../../tests/support/components/ui/dom.ts";
import type { ContentData } from "../../../forms/index.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { builderField } from "../builder-field.ts";
import { clearSchemaCache } from "../references/schemas-api.ts";

const SCHEMAS = {
  items: [
    {
      id: "s-card",
      name: "card",
      type: "Component",
      properties: { label: "Karte" },
      fields: [
        { name: "title", partitioning: "invariant", properties: { fieldType: "String", label: "Titel", isRequired: true } },
        { name: "count", partitioning: "invariant", properties: { fieldType: "Number", label: "Anzahl" } },
      ],
    },
  ],
};

const form = fieldForm({
  answer: (url) => (url.pathname === "/cms/api/apps/site/schemas" ? Response.json(SCHEMAS) : undefined),
  renderField: builderField,
  reset: clearSchemaCache,
});

const renderForm = (values: ContentData, lang: Lang = "de") =>
  form(
    modelOf([
      squidexField("cards", "Components", { label: "Karten", schemaIds: ["s-card"], maxItems: 3 }),
      squidexField("hero", "Component", { label: "Aufmacher", schemaIds: ["s-card"] }),
    ]),
    values,
    lang,
  );

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const field = (root: HTMLElement, path: string) => root.querySelector<HTMLElement>(`[data-path="${path}"]`)!;

describe("component fields in the builder's renderField", () => {
  it("lists the items by their display field, reorders and removes them instead of showing JSON", async () => {
    const { root, last } = await renderForm({
      cards: {
        iv: [
          { schemaId: "s-card", title: "Eins" },
          { schemaId: "s-card", count: 2 },
        ],
      },
    });
    const cards = field(root, "cards.iv");
    await waitFor(() => expect([...cards.querySelectorAll("[data-chosen-name]")].map(spokenText)).toEqual(["Eins", "Eintrag 2"]));
    expect(cards.querySelector("textarea")).toBeNull();
    await click(byLabel(cards, "„Eins“ nach unten"));
    await waitFor(() => expect(last()).toMatchObject({ cards: { iv: [{ count: 2 }, { title: "Eins" }] } }));
    await click(byLabel(cards, "„Eins“ entfernen"));
    await waitFor(() => expect(last()).toMatchObject({ cards: { iv: [{ schemaId: "s-card", count: 2 }] } }));
  });

  it("adds an item and edits its fields in a nested form in a dialog", async () => {
    const { root, last } = await renderForm({});
    const cards = field(root, "cards.iv");
    await waitFor(() => expect(byLabel(cards, "Karte hinzufügen")).toBeTruthy());
    await click(byLabel(cards, "Karte hinzufügen"));
    await waitFor(() => expect(dialog()?.querySelector("form")).toBeTruthy());
    expect(dialog()!.textContent).toContain("Eintrag 1");
    await type(byLabel(dialog()!, "Titel"), "Neu");
    await waitFor(() => expect(last()).toMatchObject({ cards: { iv: [{ schemaId: "s-card", title: "Neu" }] } }));
    await click(byLabel(dialog()!, "Fertig"));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(spokenText(cards.querySelector("[data-chosen-name]")!)).toBe("Neu");
  });

  it("keeps the dialog open while a nested field is not valid", async () => {
    const { root } = await renderForm({ cards: { iv: [{ schemaId: "s-card" }] } });
    const cards = field(root, "cards.iv");
    await waitFor(() => expect(byLabel(cards, "„Eintrag 1“ bearbeiten")).toBeTruthy());
    await click(byLabel(cards, "„Eintrag 1“ bearbeiten"));
    await waitFor(() => expect(dialog()?.querySelector("form")).toBeTruthy());
    await click(byLabel(dialog()!, "Fertig"));
    await waitFor(() => expect(dialog()!.textContent).toContain("Titel ist ein Pflichtfeld"));
    expect(dialog()).not.toBeNull();
  });

  it("holds one item in a component field", async () => {
    const { root, last } = await renderForm({}, "en");
    const hero = field(root, "hero.iv");
    await waitFor(() => expect(byLabel(hero, "Add Karte")).toBeTruthy());
    await click(byLabel(hero, "Add Karte"));
    await waitFor(() => expect(last()).toMatchObject({ hero: { iv: { schemaId: "s-card" } } }));
    await waitFor(() => expect(dialog()?.querySelector("form")).toBeTruthy());
    await type(byLabel(dialog()!, "Titel"), "Held");
    await click(byLabel(dialog()!, "Done"));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(hero.textContent).not.toContain("Add Karte");
  });
});
