import { describe, expect, it } from "vitest";
import { LOCALES } from "../../i18n/locales.ts";
import type { FieldProblem, FormProblem } from "../../lib/page-admin/outcome.ts";
import { dateFormatter, fieldLabel, fieldMessage, formMessage } from "./page-messages.ts";

const slugProblems: FieldProblem[] = [
  { code: "invalid" },
  { code: "long" },
  { code: "untitled" },
  { code: "reserved", segment: "api" },
  { code: "detail", segment: "practitioners" },
  { code: "taken", slug: "about", page: { id: "p1", title: "About us" } },
];
const formProblems: FormProblem[] = ["stale", "gone", "expired", "exists", "blocks"];

describe("page admin messages", () => {
  it("say every problem in both admin languages with its details filled in", () => {
    for (const lang of LOCALES) {
      const messages = [
        fieldMessage(lang, "title_de", { code: "required" }),
        fieldMessage(lang, "title_en", { code: "long" }),
        ...slugProblems.map((problem) => fieldMessage(lang, "slug_en", problem)),
        ...formProblems.map((problem) => formMessage(lang, problem)),
      ];
      for (const message of messages) {
        expect(message, lang).not.toMatch(/admin\.pages\.|\{\w+\}/);
        expect(message.length).toBeGreaterThan(20);
      }
      expect(new Set(messages).size).toBe(messages.length);
    }
  });

  it("name the path another page has in the slug's language, and the field by its language", () => {
    const taken: FieldProblem = { code: "taken", slug: "about", page: { id: "p1", title: "About us" } };
    expect(fieldMessage("de", "slug_en", taken)).toBe("Die Adresse /en/about hat schon die Seite „About us“. Bitte wähle eine andere.");
    expect(fieldMessage("en", "slug_de", { ...taken, slug: "" })).toBe("The page “About us” already has the address /. Please choose another one.");
    expect(fieldMessage("de", "title_de", { code: "long" })).toBe("Der Titel ist zu lang (höchstens 120 Zeichen).");
    expect(fieldLabel("de", "slug_en")).toBe("Adresse (Englisch)");
    expect(fieldLabel("en", "title_de")).toBe("Title (German)");
    expect(formMessage("en", "expired")).toContain("7 days");
  });

  it("show an instant in UTC in the admin language, and a dash for none", () => {
    const at = Date.UTC(2025, 2, 12, 14, 5);
    expect(dateFormatter("de")(at)).toBe("12.03.2025, 14:05 UTC");
    expect(dateFormatter("en")(new Date(at).toISOString())).toBe("12 Mar 2025, 14:05 UTC");
    expect(dateFormatter("de")(undefined)).toBe("–");
    expect(dateFormatter("en")("not a date")).toBe("–");
  });
});
