import { describe, expect, it } from "vitest";
import de from "../../i18n/de.json" with { type: "json" };
import { t } from "../../i18n/t.ts";
import { NOW, check } from "../../../tests/support/forms/rules/rule-check.ts";

/** A failing case per message: rule string, value, other fields' values, then the German and the English message. */
const CASES: [key: string, source: string, value: unknown, values: Record<string, unknown>, de: string, en: string][] = [
  ["required", "required", "", {}, "Titel ist ein Pflichtfeld.", "Title is required."],
  ["accepted", "accepted", false, {}, "Bitte bestätige „Titel“.", "Please accept “title”."],
  ["alpha", "alpha", "a1", {}, "Titel darf nur Buchstaben enthalten.", "Title can only contain letters."],
  ["alphaSpaces", "alpha_spaces", "a1", {}, "Titel darf nur Buchstaben und Leerzeichen enthalten.", "Title can only contain letters and spaces."],
  ["alphanumeric", "alphanumeric", "a!", {}, "Titel darf nur Buchstaben und Ziffern enthalten.", "Title can only contain letters and numbers."],
  ["lowercase", "lowercase", "A", {}, "Titel darf nur Kleinbuchstaben enthalten.", "Title can only contain lowercase letters."],
  ["uppercase", "uppercase", "a", {}, "Titel darf nur Großbuchstaben enthalten.", "Title can only contain uppercase letters."],
  ["symbol", "symbol", "a", {}, "Titel darf nur Sonderzeichen enthalten.", "Title can only contain symbols."],
  ["containsAlpha", "contains_alpha", "1", {}, "Titel muss mindestens einen Buchstaben enthalten.", "Title must contain a letter."],
  [
    "containsAlphaSpaces",
    "contains_alpha_spaces",
    "1",
    {},
    "Titel muss mindestens einen Buchstaben oder ein Leerzeichen enthalten.",
    "Title must contain a letter or a space.",
  ],
  [
    "containsAlphanumeric",
    "contains_alphanumeric",
    "!",
    {},
    "Titel muss mindestens einen Buchstaben oder eine Ziffer enthalten.",
    "Title must contain a letter or a number.",
  ],
  ["containsLowercase", "contains_lowercase", "A", {}, "Titel muss mindestens einen Kleinbuchstaben enthalten.", "Title must contain a lowercase letter."],
  ["containsUppercase", "contains_uppercase", "a", {}, "Titel muss mindestens einen Großbuchstaben enthalten.", "Title must contain an uppercase letter."],
  ["containsNumeric", "contains_numeric", "a", {}, "Titel muss mindestens eine Ziffer enthalten.", "Title must contain a number."],
  ["containsSymbol", "contains_symbol", "a", {}, "Titel muss mindestens ein Sonderzeichen enthalten.", "Title must contain a symbol."],
  ["number", "number", "x", {}, "Titel muss eine Zahl sein.", "Title must be a number."],
  ["min", "min:5", 4, {}, "Titel muss mindestens 5 sein.", "Title must be at least 5."],
  ["max", "max:2.5", 3, {}, "Titel darf höchstens 2,5 sein.", "Title must be at most 2.5."],
  ["between", "between:1,10", 0, {}, "Titel muss zwischen 1 und 10 liegen.", "Title must be between 1 and 10."],
  ["entriesMin", "min:2", ["a"], {}, "Bitte wähle mindestens 2 Einträge aus.", "Please choose at least 2 entries."],
  ["entriesMax", "max:1", ["a", "b"], {}, "Bitte wähle höchstens 1 Eintrag aus.", "Please choose at most 1 entry."],
  ["entriesBetween", "length:2,3", ["a"], {}, "Bitte wähle 2 bis 3 Einträge aus.", "Please choose 2 to 3 entries."],
  ["entriesExact", "length:2,2", ["a"], {}, "Bitte wähle genau 2 Einträge aus.", "Please choose exactly 2 entries."],
  ["lengthBetween", "length:5,10", "abc", {}, "Titel muss zwischen 5 und 10 Zeichen lang sein.", "Title must be between 5 and 10 characters long."],
  ["lengthMin", "length:5", "abc", {}, "Titel muss mindestens 5 Zeichen lang sein.", "Title must be at least 5 characters long."],
  ["lengthMax", "length:0,2", "abc", {}, "Titel darf höchstens 2 Zeichen lang sein.", "Title must be at most 2 characters long."],
  ["lengthExact", "length:2,2", "abc", {}, "Titel muss genau 2 Zeichen lang sein.", "Title must be exactly 2 characters long."],
  ["is", "is:a,b", "c", {}, "Titel muss „a“ oder „b“ sein.", "Title must be “a” or “b”."],
  ["isAny", "is:a,b,c,d,e,f", "x", {}, "Titel ist kein zulässiger Wert.", "Title is not an allowed value."],
  ["not", "not:x", "x", {}, "Titel darf nicht „x“ sein.", "Title must not be “x”."],
  ["matches", "matches:/^a$/", "b", {}, "Titel hat nicht das erwartete Format.", "Title is not in the expected format."],
  ["startsWith", "starts_with:a,b", "c", {}, "Titel muss mit „a“ oder „b“ beginnen.", "Title must start with “a” or “b”."],
  ["endsWith", "ends_with:a", "c", {}, "Titel muss auf „a“ enden.", "Title must end with “a”."],
  ["confirm", "confirm:slug", "a", { slug: "b" }, "Titel stimmt nicht mit „Kurzname“ überein.", "Title does not match “short name”."],
  ["requireOne", "require_one:slug", "", {}, "Bitte fülle „Titel“ oder „Kurzname“ aus.", "Please fill in “title” or “short name”."],
  ["dateAfter", "date_after:2025-03-09", "2025-01-01", {}, "Titel muss nach dem 09.03.2025 liegen.", "Title must be after 9 Mar 2025."],
  ["dateAfterNow", "date_after", "2025-01-01", {}, "Titel muss in der Zukunft liegen.", "Title must be in the future."],
  [
    "dateAfterOrEqual",
    "date_after_or_equal:2025-03-09",
    "2025-01-01",
    {},
    "Titel darf nicht vor dem 09.03.2025 liegen.",
    "Title must not be before 9 Mar 2025.",
  ],
  ["dateAfterOrEqualNow", "date_after_or_equal", "2025-01-01", {}, "Titel darf nicht in der Vergangenheit liegen.", "Title must not be in the past."],
  ["dateBefore", "date_before:2025-03-09", "2025-12-01", {}, "Titel muss vor dem 09.03.2025 liegen.", "Title must be before 9 Mar 2025."],
  ["dateBeforeNow", "date_before", "2025-12-01", {}, "Titel muss in der Vergangenheit liegen.", "Title must be in the past."],
  [
    "dateBeforeOrEqual",
    "date_before_or_equal:2025-03-09",
    "2025-12-01",
    {},
    "Titel darf nicht nach dem 09.03.2025 liegen.",
    "Title must not be after 9 Mar 2025.",
  ],
  ["dateBeforeOrEqualNow", "date_before_or_equal", "2025-12-01", {}, "Titel darf nicht in der Zukunft liegen.", "Title must not be in the future."],
  [
    "dateBetween",
    "date_between:2025-01-01,2025-03-09",
    "2025-12-01",
    {},
    "Titel muss zwischen dem 01.01.2025 und dem 09.03.2025 liegen.",
    "Title must be between 1 Jan 2025 and 9 Mar 2025.",
  ],
  [
    "dateFormat",
    "date_format:DD.MM.YYYY",
    "2025-12-01",
    {},
    "Titel ist kein gültiges Datum. Bitte verwende das Format TT.MM.JJJJ.",
    "Title is not a valid date. Please use the format DD.MM.YYYY.",
  ],
  ["dateFormatAny", "date_format", "01.12.2025", {}, "Titel ist kein gültiges Datum.", "Title is not a valid date."],
  ["email", "email", "x", {}, "Bitte gib eine gültige E-Mail-Adresse ein.", "Please enter a valid email address."],
  ["url", "url", "x", {}, "Bitte gib eine gültige URL ein.", "Please enter a valid URL."],
];

const LABELS = { de: { field: "Titel", slug: "Kurzname" }, en: { field: "title", slug: "short name" } };

describe("rule messages", () => {
  it.each(CASES)("%s in German and English", (_, source, value, values, german, english) => {
    expect(NOW).toBeGreaterThan(Date.UTC(2025, 2, 9));
    expect(check(source, value, { values, labels: LABELS.de, lang: "de" })).toBe(german);
    expect(check(source, value, { values, labels: LABELS.en, lang: "en" })).toBe(english);
  });

  it("cover every form.rule.* entry", () => {
    const keys = Object.keys(de).filter((key) => key.startsWith("form.rule."));
    expect(CASES.map(([key]) => `form.rule.${key}`).sort()).toEqual(keys.sort());
  });
});

describe("form messages", () => {
  it("say the fixed English wording and are written for German readers", () => {
    expect(t("en", "form.summary.title")).toBe("Form incomplete.");
    expect(t("en", "form.summary.text")).toBe("Sorry, not all fields are filled out correctly.");
    expect(t("en", "form.fallback")).toBe("This field is not valid.");
    expect(t("de", "form.summary.title")).toBe("Formular unvollständig.");
    expect(t("de", "form.summary.text")).toBe("Leider sind nicht alle Felder richtig ausgefüllt.");
    expect(t("de", "form.fallback")).toBe("Dieses Feld ist ungültig.");
  });
});
