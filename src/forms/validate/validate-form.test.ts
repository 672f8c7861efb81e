import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../i18n/locales.ts";
import { buildFormModel } from "../model/build-form-model.ts";
import { validateForm } from "./validate-form.ts";

const field = (name: string, properties: Record<string, unknown>, partitioning = "invariant") => ({ name, partitioning, properties });

const model = buildFormModel([
  field("title", { fieldType: "String", label: "Titel", isRequired: true, minLength: 3, maxLength: 20 }, "language"),
  field("email", { fieldType: "String", label: "E-Mail", isRequired: true }),
  field("email-confirm", { fieldType: "String", label: "E-Mail wiederholen", tags: ["rule:confirm"] }),
  field("age", { fieldType: "Number", label: "Alter", minValue: 18 }),
  field("terms", { fieldType: "Boolean", label: "Teilnahmebedingungen", tags: ["rule:accepted"] }),
  field("photos", { fieldType: "Assets", label: "Fotos", maxItems: 2 }),
  field("start", { fieldType: "DateTime", label: "Beginn", minValue: "2025-01-01" }),
]);

const good = {
  title: { de: "Atemkurs", en: "Breathing" },
  email: { iv: "anna@example.de" },
  "email-confirm": { iv: "anna@example.de" },
  age: { iv: 30 },
  terms: { iv: true },
  photos: { iv: ["a"] },
  start: { iv: "2025-03-01" },
};

describe("validateForm", () => {
  it("passes valid content data", () => {
    expect(validateForm(model, good, "de")).toEqual({ valid: true, errors: {} });
  });

  it("gives one message per invalid value by its path, in field order, with the summary", () => {
    const data = {
      ...good,
      title: { de: "At", en: "Breathing" },
      email: { iv: "anna" },
      "email-confirm": { iv: "anna@example.com" },
      age: { iv: 17 },
      terms: { iv: false },
      photos: { iv: ["a", "b", "c"] },
      start: { iv: "2024-12-31" },
    };
    const result = validateForm(model, data, "en");
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      "title.de": ["Titel must be between 3 and 20 characters long."],
      "email.iv": ["Please enter a valid email address."],
      "email-confirm.iv": ["E-Mail wiederholen does not match “E-Mail”."],
      "age.iv": ["Alter must be at least 18."],
      "terms.iv": ["Please accept “Teilnahmebedingungen”."],
      "photos.iv": ["Please choose at most 2 entries."],
      "start.iv": ["Beginn must not be before 1 Jan 2025."],
    });
    expect(Object.keys(result.errors)[0]).toBe("title.de");
    expect(result.summary).toEqual({ title: "Form incomplete.", text: "Sorry, not all fields are filled out correctly." });
  });

  it("speaks the language it is asked in", () => {
    const result = validateForm(model, { ...good, email: { iv: "" }, "email-confirm": { iv: "" } }, "de");
    expect(result.errors).toEqual({ "email.iv": ["E-Mail ist ein Pflichtfeld."] });
    expect(result.summary).toEqual({ title: "Formular unvollständig.", text: "Leider sind nicht alle Felder richtig ausgefüllt." });
  });

  describe("localized fields", () => {
    it("are validated per language", () => {
      const result = validateForm(model, { ...good, title: { de: "Atemkurs", en: "B" } }, "en");
      expect(result.errors).toEqual({ "title.en": ["Titel must be between 3 and 20 characters long."] });
    });

    it("need the master language; a translation left out falls back to it, an empty one of a required field is missing in its language", () => {
      expect(validateForm(model, { ...good, title: { de: "Atemkurs" } }, "en").errors).toEqual({});
      expect(validateForm(model, { ...good, title: { de: "Atemkurs", en: null } }, "en").errors).toEqual({});
      expect(validateForm(model, { ...good, title: { de: "Atemkurs", en: "" } }, "en").errors).toEqual({ "title.en": ["Titel (English) is required."] });
      expect(validateForm(model, { ...good, title: { de: "Atemkurs", en: "" } }, "de").errors).toEqual({
        "title.en": ["Titel (Englisch) ist ein Pflichtfeld."],
      });
      expect(validateForm(model, { ...good, title: { en: "Breathing" } }, "en").errors).toEqual({ "title.de": ["Titel is required."] });
      expect(validateForm(model, { ...good, title: { iv: "Atemkurs" } }, "en").errors).toEqual({ "title.de": ["Titel is required."] });
    });

    it("give cross-field rules the other field's value in the same language", () => {
      const pair = buildFormModel([
        field("name", { fieldType: "String" }, "language"),
        field("name-confirm", { fieldType: "String", tags: ["rule:confirm"] }, "language"),
        field("code", { fieldType: "String", tags: ["rule:confirm:name"] }),
      ]);
      const data = { name: { de: "Anna", en: "Ann" }, "name-confirm": { de: "Anna", en: "Ann" }, code: { iv: "Anna" } };
      expect(validateForm(pair, data, "en").errors).toEqual({});
      expect(validateForm(pair, { ...data, "name-confirm": { de: "Anna", en: "Anna" } }, "en").errors).toEqual({
        "name-confirm.en": ["Name-confirm does not match “name”."],
      });
      expect(validateForm(pair, { ...data, code: { iv: "Ann" } }, "en").errors).toEqual({ "code.iv": ["Code does not match “name”."] });
    });
  });

  it("compares dates without an argument with the given now", () => {
    const future = buildFormModel([field("when", { fieldType: "DateTime", tags: ["rule:date_after"] })]);
    const now = Date.UTC(2025, 5, 15);
    expect(validateForm(future, { when: { iv: "2025-06-16" } }, "en", { now }).valid).toBe(true);
    expect(validateForm(future, { when: { iv: "2025-06-14" } }, "en", { now }).errors).toEqual({ "when.iv": ["When must be in the future."] });
  });

  describe("hostile input", () => {
    it.each([[null], [undefined], ["text"], [42], [true], [[]], [[good]]])("treats %j as data without values", (data) => {
      const result = validateForm(model, data, "en");
      expect(result.valid).toBe(false);
      expect(result.errors["title.de"]).toEqual(["Titel is required."]);
      expect(result.errors["email.iv"]).toEqual(["E-Mail is required."]);
    });

    it("reports a field whose value is not an object of partitions", () => {
      for (const title of ["Atemkurs", 5, ["Atemkurs"], true]) {
        expect(validateForm(model, { ...good, title }, "en").errors).toEqual({ title: ["This field is not valid."] });
      }
    });

    it("reports values of the wrong type with the fallback message", () => {
      const data = {
        ...good,
        email: { iv: ["anna@example.de"] },
        "email-confirm": { iv: null },
        age: { iv: "30" },
        terms: { iv: "yes" },
        photos: { iv: [1] },
        start: { iv: "soon" },
      };
      expect(validateForm(model, data, "en").errors).toEqual({
        "email.iv": ["This field is not valid."],
        "age.iv": ["This field is not valid."],
        "terms.iv": ["This field is not valid."],
        "photos.iv": ["This field is not valid."],
        "start.iv": ["This field is not valid."],
      });
      expect(validateForm(model, { ...good, age: { iv: "" } }, "de").errors).toEqual({ "age.iv": ["Dieses Feld ist ungültig."] });
    });

    it("refuses a huge string before any rule reads it", () => {
      const result = validateForm(model, { ...good, title: { de: "x".repeat(5_000_000), en: "ok!" } }, "en");
      expect(result.errors).toEqual({ "title.de": ["This field is not valid."] });
    });

    it("never reads inherited properties: __proto__, constructor, toString", () => {
      const objectNames = buildFormModel([
        field("constructor", { fieldType: "String", isRequired: true }),
        field("toString", { fieldType: "String", isRequired: true }),
      ]);
      expect(validateForm(objectNames, {}, "en").errors).toEqual({ "constructor.iv": ["Constructor is required."], "toString.iv": ["ToString is required."] });
      expect(validateForm(objectNames, { constructor: {}, toString: {} }, "en").valid).toBe(false);
      const poisoned = JSON.parse('{"__proto__": {"title": {"de": "Atemkurs"}, "iv": "x"}, "email": {"__proto__": {"iv": "anna@example.de"}}}');
      const result = validateForm(model, poisoned, "en");
      expect(result.errors["title.de"]).toEqual(["Titel is required."]);
      expect(result.errors["email.iv"]).toEqual(["E-Mail is required."]);
      expect(({} as Record<string, unknown>).title).toBeUndefined();
    });

    it("turns data that throws when read into messages", () => {
      const throwing = {
        get title(): never {
          throw new Error("boom");
        },
        email: new Proxy(
          {},
          {
            getOwnPropertyDescriptor() {
              throw new Error("boom");
            },
          },
        ),
      };
      const result = validateForm(model, throwing, "en");
      expect(result.errors.title).toEqual(["This field is not valid."]);
      expect(result.errors.email).toEqual(["This field is not valid."]);
    });

    it("falls back to German for a language it does not know", () => {
      expect(validateForm(model, {}, "fr" as Lang).errors["email.iv"]).toEqual(["E-Mail ist ein Pflichtfeld."]);
    });

    it("never throws, whatever the data", () => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...model.fields.map((f) => f.name), "__proto__"), fc.anything())), (data) => {
          const result = validateForm(model, data, "en");
          expect(typeof result.valid).toBe("boolean");
          for (const messages of Object.values(result.errors)) expect(messages).toHaveLength(1);
        }),
        { numRuns: 300 },
      );
    });
  });
});
