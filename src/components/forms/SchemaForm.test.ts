// @vitest-environment jsdom
import { act, createElement as h } from "react";
import { createPortal } from "react-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContentData, FormModel } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";
import { Button } from "../ui/Button.tsx";
import { blur, byLabel, click, descriptionOf, mount, press, spokenText, type, wait, type Mounted } from "../../../tests/support/components/ui/dom.ts";
import { loadControls } from "./load-controls.ts";
import type { RenderField } from "./render-field.ts";
import { SchemaForm, type SchemaFormProps } from "./SchemaForm.tsx";
import { modelOf, squidexField } from "../../../tests/support/components/forms/squidex-fields.ts";

const model = modelOf(
  [
    squidexField("title", "String", { label: "Titel", isRequired: true, minLength: 3, hints: "Kurz und klar" }, "language"),
    squidexField("email", "String", { label: "E-Mail", isRequired: true }),
    squidexField("count", "Number", { label: "Anzahl", minValue: 1, maxValue: 10 }),
    squidexField("terms", "Boolean", { label: "AGB", tags: ["rule:accepted"] }),
  ],
  { title: { label: { en: "Title" }, hints: { en: "Short and clear" } }, count: { label: { en: "Count" } }, terms: { label: { en: "Terms" } } },
);

let mounted: Mounted | undefined;
// The heavy controls load on demand; here they are wanted at once (LazyControl.test.ts covers the wait).
beforeAll(async () => {
  await loadControls();
});
afterEach(async () => {
  vi.useRealTimers();
  await mounted?.unmount();
  mounted = undefined;
});

/** Renders a form and records what it reports. */
async function renderForm(props: Partial<SchemaFormProps> & { model?: FormModel; values?: ContentData; lang?: Lang } = {}) {
  const changes: ContentData[] = [];
  const submits: ContentData[] = [];
  const invalid: unknown[] = [];
  const element = (extra: Partial<SchemaFormProps> = {}) =>
    h(SchemaForm, {
      model,
      values: {},
      lang: "de",
      onChange: (values: ContentData) => changes.push(values),
      onSubmit: (values: ContentData) => submits.push(values),
      onInvalid: (validation: unknown) => invalid.push(validation),
      "aria-label": "Formular",
      children: h(Button, { type: "submit" }, props.lang === "en" ? "Save" : "Speichern"),
      ...props,
      ...extra,
    });
  mounted = await mount(element());
  const root = mounted.container;
  return {
    root,
    changes,
    submits,
    invalid,
    rerender: (extra: Partial<SchemaFormProps>) => mounted!.rerender(element(extra)),
    wrapper: (path: string) => root.querySelector<HTMLElement>(`[data-path="${path}"]`)!,
    submit: () => act(async () => root.querySelector("form")!.requestSubmit()),
  };
}

describe("SchemaForm: controls", () => {
  it("renders one control per field kind, each in a wrapper with its path and flags", async () => {
    const kinds = modelOf([
      squidexField("name", "String", { label: "Name" }),
      squidexField("bio", "String", { label: "Über mich", editor: "TextArea" }),
      squidexField("email", "String", { label: "E-Mail" }),
      squidexField("age", "Number", { label: "Alter" }),
      squidexField("day", "DateTime", { label: "Tag" }),
      squidexField("news", "Boolean", { label: "Newsletter" }),
      squidexField("level", "String", { label: "Ebene", allowedValues: ["h2", "h3"] }),
      squidexField("side", "String", { label: "Seite", editor: "Radio", allowedValues: ["links", "rechts"] }),
      squidexField("keywords", "Tags", { label: "Schlagwörter" }),
      squidexField("related", "References", { label: "Verweise" }),
      squidexField("images", "Assets", { label: "Bilder" }),
      squidexField("place", "Geolocation", { label: "Ort" }),
      squidexField("extra", "Json", { label: "Daten" }),
      squidexField("card", "Component", { label: "Karte" }),
      squidexField("body", "String", { label: "Inhalt", editor: "RichText" }),
    ]);
    const { root, wrapper } = await renderForm({ model: kinds });
    expect([...root.querySelectorAll("[data-path]")].map((element) => element.getAttribute("data-path"))).toEqual(
      kinds.fields.map((field) => `${field.name}.iv`),
    );
    expect((byLabel(root, "Name") as HTMLInputElement).type).toBe("text");
    expect(byLabel(root, "Über mich").tagName).toBe("TEXTAREA");
    expect((byLabel(root, "E-Mail") as HTMLInputElement).type).toBe("email");
    expect(wrapper("age.iv").querySelector("input")!.getAttribute("inputmode")).toBeTruthy();
    expect(wrapper("day.iv").querySelectorAll('[role="spinbutton"]')).toHaveLength(3);
    expect((byLabel(root, "Newsletter") as HTMLInputElement).type).toBe("checkbox");
    expect(byLabel(root, "Keine Auswahl Ebene").getAttribute("aria-haspopup")).toBe("listbox");
    expect(byLabel(root, "Seite").getAttribute("role")).toBe("radiogroup");
    expect(byLabel(root, "Neuer Eintrag für Schlagwörter")).toBeTruthy();
    expect(spokenText(wrapper("related.iv"))).toContain("IDs der verknüpften Inhalte");
    expect(spokenText(wrapper("images.iv"))).toContain("IDs der Dateien");
    expect(byLabel(root, "Ort").getAttribute("role")).toBe("group");
    expect(byLabel(root, "Breitengrad")).toBeTruthy();
    expect(byLabel(root, "Daten").tagName).toBe("TEXTAREA");
    expect(spokenText(wrapper("card.iv"))).toContain("Als JSON eingeben.");
    expect(spokenText(wrapper("body.iv"))).toContain("Als HTML eingeben");
    expect(wrapper("name.iv").dataset).toMatchObject({ valid: "true", empty: "true" });
    expect(wrapper("name.iv").dataset.dirty).toBeUndefined();
  });

  it("shows a localized field in German and English side by side, named by field and language, with one hint", async () => {
    const { root, wrapper } = await renderForm({ values: { title: { de: "Hallo", en: "Hello" } } });
    const group = root.querySelector("fieldset")!;
    expect(spokenText(group.querySelector("legend")!)).toBe("Titel");
    const de = byLabel(root, "Titel, Deutsch") as HTMLInputElement;
    const en = byLabel(root, "Titel, Englisch") as HTMLInputElement;
    expect([de.value, en.value]).toEqual(["Hallo", "Hello"]);
    expect(wrapper("title.de").contains(de) && wrapper("title.en").contains(en)).toBe(true);
    expect(descriptionOf(de)).toEqual(["Kurz und klar"]);
    expect(descriptionOf(en)).toEqual(["Kurz und klar"]);
    expect(de.getAttribute("aria-required")).toBe("true");
    expect(en.hasAttribute("aria-required")).toBe(false);
    expect([de.lang, en.lang]).toEqual(["de", "en"]);
  });

  it("badges a missing English translation while German has a value", async () => {
    const { root, wrapper } = await renderForm({ values: { title: { de: "Hallo" } } });
    expect(spokenText(wrapper("title.en"))).toContain("Übersetzung fehlt");
    expect(spokenText(wrapper("title.de"))).not.toContain("Übersetzung fehlt");
    await type(byLabel(root, "Titel, Englisch Übersetzung fehlt"), "Hello");
    expect(spokenText(wrapper("title.en"))).not.toContain("Übersetzung fehlt");
  });

  it("labels in English for an English editor", async () => {
    const { root } = await renderForm({ lang: "en", values: { title: { de: "Hallo" } } });
    expect(byLabel(root, "Title, German").lang).toBe("de");
    expect(byLabel(root, "Title, English Missing translation")).toBeTruthy();
    expect(descriptionOf(byLabel(root, "Title, German"))).toEqual(["Short and clear"]);
  });
});

describe("SchemaForm: validation", () => {
  it("validates and reports 20 ms after the last input, in the content data's shape", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { root, changes, wrapper } = await renderForm({ values: { title: { de: "Hallo" }, email: { iv: "a@example.org" } } });
    const de = byLabel(root, "Titel, Deutsch");
    await type(de, "Ha");
    expect(wrapper("title.de").dataset).toMatchObject({ dirty: "true", valid: "true" });
    await act(async () => vi.advanceTimersByTime(19));
    expect(changes).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(changes).toEqual([{ title: { de: "Ha" }, email: { iv: "a@example.org" } }]);
    expect(wrapper("title.de").dataset.invalid).toBe("true");
  });

  it("reports what was typed at once when a press outside the form takes the focus, before the press ends", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { root, changes, wrapper } = await renderForm();
    const de = byLabel(root, "Titel, Deutsch");
    await type(de, "Ha");
    await act(async () => {
      document.dispatchEvent(new Event("pointerdown"));
      de.blur();
    });
    expect(changes).toEqual([{ title: { de: "Ha" } }]);
    // Its message waits until the press is over, so the pressed button stays where it was.
    expect(wrapper("title.de").dataset.blurred).toBeUndefined();
    await act(async () => {
      document.dispatchEvent(new Event("pointerup"));
      vi.advanceTimersByTime(1);
    });
    expect(wrapper("title.de").dataset).toMatchObject({ blurred: "true", invalid: "true" });
  });

  it("shows a text field's message after blur, linked to it, and removes it once fixed", async () => {
    const { root, wrapper } = await renderForm();
    const de = byLabel(root, "Titel, Deutsch");
    await type(de, "Ha");
    await wait(30);
    expect(de.getAttribute("aria-invalid")).toBeNull();
    expect(spokenText(wrapper("title.de"))).not.toContain("muss mindestens");
    await blur(de);
    expect(wrapper("title.de").dataset).toMatchObject({ blurred: "true", invalid: "true" });
    expect(de.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(de)).toEqual(["Titel muss mindestens 3 Zeichen lang sein.", "Kurz und klar"]);
    await type(de, "Hallo");
    await wait(30);
    expect(descriptionOf(de)).toEqual(["Kurz und klar"]);
    expect(wrapper("title.de").dataset).toMatchObject({ valid: "true", complete: "true" });
  });

  it("shows a checkbox's message once it was changed", async () => {
    const { root } = await renderForm({ values: { terms: { iv: true } } });
    const box = byLabel(root, "AGB");
    await click(box);
    await wait(30);
    expect(descriptionOf(box)).toEqual(["Bitte bestätige „AGB“."]);
  });

  it("on a submit with errors shows every message, moves focus to the first invalid field and announces the summary", async () => {
    const { root, submits, invalid, wrapper, submit } = await renderForm({ values: { email: { iv: "a@example.org" }, count: { iv: 5 } } });
    expect(root.querySelector('[role="alert"]')).toBeNull();
    await submit();
    const alert = root.querySelector('[role="alert"]')!;
    expect(spokenText(alert)).toBe("Formular unvollständig. Leider sind nicht alle Felder richtig ausgefüllt.");
    const de = byLabel(root, "Titel, Deutsch");
    expect(document.activeElement).toBe(de);
    expect(descriptionOf(de)).toContain("Titel ist ein Pflichtfeld.");
    expect(descriptionOf(byLabel(root, "AGB"))).toEqual(["Bitte bestätige „AGB“."]);
    expect(wrapper("email.iv").dataset).toMatchObject({ submitted: "true", valid: "true" });
    expect(submits).toEqual([]);
    expect(invalid).toHaveLength(1);
  });

  it("takes no submit of a form in a portal opened from it (a component's dialog) for its own", async () => {
    const inner = document.createElement("div");
    document.body.append(inner);
    const dialogForm: RenderField = ({ field }) =>
      field.name === "email"
        ? createPortal(
            h("form", { "aria-label": "Dialog", onSubmit: (event: Event) => event.preventDefault() }, h("button", { type: "submit" }, "Fertig")),
            inner,
          )
        : undefined;
    const { root, submits, invalid } = await renderForm({ renderField: dialogForm });
    await act(async () => inner.querySelector("form")!.requestSubmit());
    expect(submits).toEqual([]);
    expect(invalid).toEqual([]);
    expect(root.querySelector('[role="alert"]')).toBeNull();
    inner.remove();
  });

  it("shows every message when marked submitted from outside (a publish attempt), without its summary or moving focus", async () => {
    const { root, rerender, wrapper } = await renderForm({ values: { email: { iv: "a@example.org" } } });
    const de = byLabel(root, "Titel, Deutsch");
    expect(descriptionOf(de)).toEqual(["Kurz und klar"]);
    await rerender({ submitted: true });
    expect(descriptionOf(de)).toEqual(["Titel ist ein Pflichtfeld.", "Kurz und klar"]);
    expect(wrapper("email.iv").dataset).toMatchObject({ submitted: "true", valid: "true" });
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(document.activeElement).not.toBe(de);
  });

  it("says it in English for an English editor", async () => {
    const { root, submit } = await renderForm({ lang: "en" });
    await submit();
    expect(spokenText(root.querySelector('[role="alert"]')!)).toBe("Form incomplete. Sorry, not all fields are filled out correctly.");
    expect(descriptionOf(byLabel(root, "Title, German"))).toContain("Title is required.");
    expect(descriptionOf(byLabel(root, "E-Mail"))).toContain("E-Mail is required.");
  });

  it("submits valid data, English left empty, and announces nothing", async () => {
    const values = { title: { de: "Hallo" }, email: { iv: "a@example.org" }, terms: { iv: true } };
    const { root, submits, submit } = await renderForm({ values });
    await type(byLabel(root, "E-Mail"), "b@example.org");
    await submit();
    expect(submits).toEqual([{ ...values, email: { iv: "b@example.org" } }]);
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it("submits through a submit button among its children", async () => {
    const values = { title: { de: "Hallo" }, email: { iv: "a@example.org" }, terms: { iv: true } };
    const { root, submits } = await renderForm({ values });
    await click(byLabel(root, "Speichern"));
    expect(submits).toHaveLength(1);
  });
});

describe("SchemaForm: server errors", () => {
  const values = { title: { de: "Hallo" }, email: { iv: "a@example.org" }, terms: { iv: true } };

  it("shows the server's messages on their fields, focuses the first, lists the others in the summary, and drops one once its field changes", async () => {
    const { root, rerender, wrapper } = await renderForm({ values });
    await rerender({ serverErrors: { "email.iv": ["Diese Adresse ist schon registriert."], "": ["Bitte versuche es gleich noch einmal."] } });
    const email = byLabel(root, "E-Mail");
    expect(descriptionOf(email)).toEqual(["Diese Adresse ist schon registriert."]);
    expect(wrapper("email.iv").dataset.invalid).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(spokenText(root.querySelector('[role="alert"]')!)).toContain("Bitte versuche es gleich noch einmal.");
    await type(email, "b@example.org");
    expect(descriptionOf(email)).toEqual([]);
  });
});

describe("SchemaForm: values from outside", () => {
  it("takes over new values (an undo) without reporting them back", async () => {
    const { root, changes, rerender } = await renderForm({ values: { email: { iv: "a@example.org" } } });
    await rerender({ values: { email: { iv: "z@example.org" } } });
    expect((byLabel(root, "E-Mail") as HTMLInputElement).value).toBe("z@example.org");
    await wait(30);
    expect(changes).toEqual([]);
  });

  it("reports a change still waiting for the input delay when it unmounts", async () => {
    const { root, changes } = await renderForm();
    await type(byLabel(root, "E-Mail"), "a@example.org");
    await mounted!.unmount();
    mounted = undefined;
    expect(changes).toEqual([{ email: { iv: "a@example.org" } }]);
  });
});

describe("SchemaForm: fallback editors", () => {
  const structured = modelOf([squidexField("card", "Component", { label: "Karte" }), squidexField("place", "Geolocation", { label: "Ort" })]);

  it("edits JSON: text that is no object is reported after blur and blocks submitting; an object is set", async () => {
    const { root, changes, submits, submit } = await renderForm({ model: structured });
    const card = byLabel(root, "Karte");
    await type(card, "[1]");
    await blur(card);
    expect(descriptionOf(card)).toEqual(["Als JSON eingeben.", "Bitte gib ein JSON-Objekt ein."]);
    await submit();
    expect(submits).toEqual([]);
    expect(document.activeElement).toBe(card);
    await type(card, '{"titel": "Hallo"}');
    await wait(30);
    expect(changes.at(-1)).toEqual({ card: { iv: { titel: "Hallo" } } });
    await submit();
    expect(submits).toEqual([{ card: { iv: { titel: "Hallo" } } }]);
  });

  it("edits a geolocation as two numbers, and reports a point with one coordinate as not valid", async () => {
    const { root, changes, submit } = await renderForm({ model: structured, lang: "en" });
    const latitude = byLabel(root, "Latitude");
    await type(latitude, "52.52");
    await blur(latitude);
    expect(changes.at(-1)).toEqual({ place: { iv: { latitude: 52.52 } } });
    await submit();
    expect(descriptionOf(latitude)).toEqual(["This field is not valid."]);
    const longitude = byLabel(root, "Longitude");
    await type(longitude, "13.405");
    await blur(longitude);
    expect(changes.at(-1)).toEqual({ place: { iv: { latitude: 52.52, longitude: 13.405 } } });
    expect(descriptionOf(longitude)).toEqual([]);
  });

  it("offers the default geo point while a geolocation is empty, and stores it only when asked", async () => {
    const { root, changes } = await renderForm({ model: structured });
    const latitude = byLabel(root, "Breitengrad") as HTMLInputElement;
    expect(latitude.placeholder).toBe("51,1634");
    expect((byLabel(root, "Längengrad") as HTMLInputElement).placeholder).toBe("10,4477");
    expect(changes).toEqual([]);
    await click(byLabel(root, "Standardpunkt einsetzen"));
    await wait(30);
    expect(changes.at(-1)).toEqual({ place: { iv: { latitude: 51.1634, longitude: 10.4477 } } });
    expect(latitude.value).toBe("51,1634");
    expect(root.textContent).not.toContain("Standardpunkt einsetzen");
  });

  it("edits tags as a list, committed as strings", async () => {
    const tags = modelOf([squidexField("keywords", "Tags", { label: "Schlagwörter", minItems: 2 })]);
    const { root, changes } = await renderForm({ model: tags });
    const input = byLabel(root, "Neuer Eintrag für Schlagwörter");
    await type(input, "Atem");
    await press(input, "Enter");
    await blur(input);
    expect(changes.at(-1)).toEqual({ keywords: { iv: ["Atem"] } });
    expect(descriptionOf(input)).toEqual(["Bitte wähle mindestens 2 Einträge aus."]);
  });

  it("sets a select's allowed value with its type, shown by its label, and clears a choice that is not required", async () => {
    const levels = modelOf([squidexField("columns", "Number", { label: "Spalten", allowedValues: [2, 3] })]);
    const { root, changes } = await renderForm({ model: levels });
    const trigger = byLabel(root, "Keine Auswahl Spalten");
    expect(trigger.getAttribute("aria-required")).toBeNull();
    await press(document.body, "Tab");
    await act(async () => trigger.focus());
    await press(trigger, "ArrowDown");
    expect([...document.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(["Keine Auswahl", "2 Spalten", "3 Spalten"]);
    await press(document.activeElement!, "ArrowDown");
    await press(document.activeElement!, "ArrowDown");
    await press(document.activeElement!, "Enter");
    await wait(30);
    expect(changes.at(-1)).toEqual({ columns: { iv: 3 } });
    expect(spokenText(trigger)).toBe("3 Spalten");
    await press(trigger, "ArrowDown");
    await press(document.activeElement!, "Home");
    await press(document.activeElement!, "Enter");
    await wait(30);
    expect(changes.at(-1)).toEqual({ columns: { iv: null } });
    expect(spokenText(trigger)).toBe("Keine Auswahl");
  });
});

describe("SchemaForm: renderField", () => {
  it("puts another editor in a field's place, with the form's value, messages and flags", async () => {
    const seen: string[] = [];
    const renderField: RenderField = (props) => {
      if (props.field.name !== "email") return undefined;
      seen.push(`${props.path} ${props.isInvalid} ${props.errorMessage ?? ""}`);
      return h("button", { type: "button", onClick: () => props.onChange("picked@example.org"), onBlur: props.onBlur }, "Adresse wählen");
    };
    const { root, changes, wrapper, submit } = await renderForm({ renderField });
    expect(wrapper("email.iv").querySelector("button")!.textContent).toBe("Adresse wählen");
    expect(byLabel(root, "Titel, Deutsch")).toBeTruthy();
    await submit();
    expect(seen.at(-1)).toBe("email.iv true E-Mail ist ein Pflichtfeld.");
    await click(byLabel(root, "Adresse wählen"));
    await wait(30);
    expect(changes.at(-1)).toEqual({ email: { iv: "picked@example.org" } });
    expect(seen.at(-1)).toBe("email.iv false ");
    expect(wrapper("email.iv").dataset).toMatchObject({ dirty: "true", valid: "true" });
  });
});
