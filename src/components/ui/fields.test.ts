// @vitest-environment jsdom
import { CalendarDate, type DateValue } from "@internationalized/date";
import { createElement as h, type ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Checkbox } from "./Checkbox.tsx";
import { DateField } from "./DateField.tsx";
import { NumberField } from "./NumberField.tsx";
import { RadioGroup } from "./RadioGroup.tsx";
import { TagListField } from "./TagListField.tsx";
import { blur, byLabel, click, descriptionOf, inUi, mount, type Mounted, press, type } from "../../../tests/support/components/ui/dom.ts";
import { TextField } from "./TextField.tsx";
import { langOfLocale } from "./ui-lang.ts";

let mounted: Mounted | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});
const render = async (lang: "de" | "en", element: ReactElement) => (mounted = await mount(inUi(lang, element)));

describe("langOfLocale", () => {
  it("maps a locale to a site language, German for any other", () => {
    expect(langOfLocale("en-GB")).toBe("en");
    expect(langOfLocale("de-DE")).toBe("de");
    expect(langOfLocale("fr-FR")).toBe("de");
  });
});

describe("TextField", () => {
  it("links its description and, only while invalid, its error to the input", async () => {
    const props = {
      label: "Titel",
      description: "Kurz und klar",
      errorMessage: "Titel ist ein Pflichtfeld.",
      isRequired: true,
      validationBehavior: "aria" as const,
    };
    await render("de", h(TextField, props));
    const input = byLabel(mounted!.container, "Titel");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(descriptionOf(input)).toEqual(["Kurz und klar"]);
    await mounted!.rerender(inUi("de", h(TextField, { ...props, isInvalid: true })));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)).toEqual(["Kurz und klar", "Titel ist ein Pflichtfeld."]);
  });

  it("is a textarea when multi-line, and reports typed text", async () => {
    const typed: string[] = [];
    await render("de", h(TextField, { label: "Text", multiline: true, onChange: (value: string) => typed.push(value) }));
    const textarea = byLabel(mounted!.container, "Text");
    expect(textarea.tagName).toBe("TEXTAREA");
    await type(textarea, "Zeile 1\nZeile 2");
    expect(typed).toEqual(["Zeile 1\nZeile 2"]);
  });
});

describe("NumberField", () => {
  it("reads numbers in the UI language's notation", async () => {
    const values: number[] = [];
    await render("de", h(NumberField, { label: "Preis", formatOptions: { maximumFractionDigits: 2 }, onChange: (n: number) => values.push(n) }));
    const input = byLabel(mounted!.container, "Preis");
    await type(input, "1,5");
    await blur(input);
    expect(values).toEqual([1.5]);
    expect((input as HTMLInputElement).value).toBe("1,5");
  });

  it("steps with the arrow keys and clamps to its bounds", async () => {
    const values: number[] = [];
    await render("en", h(NumberField, { label: "Count", defaultValue: 9, minValue: 1, maxValue: 10, onChange: (n: number) => values.push(n) }));
    const input = byLabel(mounted!.container, "Count");
    await press(input, "ArrowUp");
    await press(input, "ArrowUp");
    expect(values).toEqual([10]);
  });
});

describe("Checkbox", () => {
  it("is a real checkbox labelled by its text, toggled by a click, with its error linked while invalid", async () => {
    const changes: boolean[] = [];
    await render(
      "de",
      h(Checkbox, {
        label: "AGB gelesen",
        isRequired: true,
        isInvalid: true,
        errorMessage: "Bitte bestätige „AGB gelesen“.",
        onChange: (on: boolean) => changes.push(on),
      }),
    );
    const box = byLabel(mounted!.container, "AGB gelesen") as HTMLInputElement;
    expect(box.type).toBe("checkbox");
    expect(descriptionOf(box)).toEqual(["Bitte bestätige „AGB gelesen“."]);
    await click(box);
    expect(changes).toEqual([true]);
  });
});

describe("RadioGroup", () => {
  it("is a labelled radio group whose choice is a value", async () => {
    const changes: string[] = [];
    const options = [
      { value: "left", label: "Links" },
      { value: "right", label: "Rechts" },
    ];
    await render("de", h(RadioGroup, { label: "Ausrichtung", options, onChange: (value: string) => changes.push(value) }));
    const group = byLabel(mounted!.container, "Ausrichtung");
    expect(group.getAttribute("role")).toBe("radiogroup");
    await click(byLabel(group, "Rechts"));
    expect(changes).toEqual(["right"]);
  });
});

describe("DateField", () => {
  it("shows the date in the UI language's order and steps a part with the arrow keys", async () => {
    const changes: string[] = [];
    await render(
      "de",
      h(DateField, { label: "Datum", defaultValue: new CalendarDate(2025, 3, 1), onChange: (date: DateValue | null) => changes.push(String(date)) }),
    );
    const segments = [...mounted!.container.querySelectorAll<HTMLElement>('[role="spinbutton"]')];
    expect(segments.map((segment) => segment.getAttribute("data-type"))).toEqual(["day", "month", "year"]);
    await press(segments[0]!, "ArrowUp");
    expect(changes).toEqual(["2025-03-02"]);
  });
});

describe("TagListField", () => {
  it("adds typed entries on Enter without submitting, skips blanks and doubles, and removes entries", async () => {
    let value: string[] = [];
    let submits = 0;
    const tree = () =>
      h(
        "form",
        { onSubmit: (event: Event) => (event.preventDefault(), submits++) },
        h(TagListField, { label: "Schlagwörter", value, onChange: (next: string[]) => (value = next) }),
      );
    await render("de", tree());
    expect(mounted!.container.textContent).toContain("Noch keine Einträge");
    const input = byLabel(mounted!.container, "Neuer Eintrag für Schlagwörter");
    for (const entry of ["Atem", "  ", "Atem"]) {
      await type(input, entry);
      await press(input, "Enter");
      await mounted!.rerender(inUi("de", tree()));
    }
    expect(value).toEqual(["Atem"]);
    expect(submits).toBe(0);
    await type(input, "Ruhe");
    await click(byLabel(mounted!.container, "Hinzufügen"));
    expect(value).toEqual(["Atem", "Ruhe"]);
    await mounted!.rerender(inUi("de", tree()));
    await click(byLabel(mounted!.container, "Entfernen Atem"));
    expect(value).toEqual(["Ruhe"]);
  });

  it("links its error to the input for new entries", async () => {
    await render("en", h(TagListField, { label: "Tags", value: [], onChange: () => {}, isInvalid: true, errorMessage: "Please choose at least 1 entry." }));
    expect(descriptionOf(byLabel(mounted!.container, "New entry for tags"))).toEqual(["Please choose at least 1 entry."]);
  });
});
