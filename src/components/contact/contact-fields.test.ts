import { describe, expect, it } from "vitest";
import { checkContact, contactMessages, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, readContactValues } from "./contact-fields.ts";

describe("the contact form's rules", () => {
  it("pass a complete message", () => {
    expect(checkContact({ name: "Anna Schäfer", email: "anna@example.org", message: "Hallo" }, "de")).toEqual({ errors: {}, summary: undefined });
  });

  it("say what is missing or wrong, per field, in the page language, with the form generator's summary", () => {
    const de = checkContact({ name: "", email: "anna@", message: "" }, "de");
    expect(de.errors).toEqual({
      name: "Dein Name ist ein Pflichtfeld.",
      email: "Bitte gib eine gültige E-Mail-Adresse ein.",
      message: "Deine Nachricht ist ein Pflichtfeld.",
    });
    expect(de.summary?.title).toBe("Formular unvollständig.");
    const en = checkContact({ name: "x".repeat(NAME_MAX_LENGTH + 1), email: "", message: "x".repeat(MESSAGE_MAX_LENGTH + 1) }, "en");
    expect(Object.keys(en.errors)).toEqual(["name", "email", "message"]);
    expect(en.errors.email).toBe("Your e-mail address is required.");
    expect(en.errors.name).toMatch(/120/);
    expect(en.summary?.title).toBe("Form incomplete.");
  });

  it("refuse a name with a line break or other control character", () => {
    expect(checkContact({ name: "Anna\r\nBcc: x@example.org", email: "a@example.org", message: "m" }, "en").errors.name).toBeDefined();
    expect(checkContact({ name: "Anna\u0000", email: "a@example.org", message: "m" }, "en").errors.name).toBeDefined();
  });

  it("read a form post's fields trimmed, a missing one empty", () => {
    expect(readContactValues(new URLSearchParams("name=+Anna+&email=a%40example.org"))).toEqual({ name: "Anna", email: "a@example.org", message: "" });
  });

  it("give the browser the same messages the server says", () => {
    const de = contactMessages("de");
    expect(de.name.required).toBe("Dein Name ist ein Pflichtfeld.");
    expect(de.email.email).toBe("Bitte gib eine gültige E-Mail-Adresse ein.");
    expect(de.message.long).toBe("Deine Nachricht darf höchstens 5.000 Zeichen lang sein.");
    expect(contactMessages("en").message.required).toBe("Your message is required.");
  });
});
