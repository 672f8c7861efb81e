import { describe, expect, it } from "vitest";
import { errorResponse } from "./respond.ts";
import { HttpError } from "./http-error.ts";

describe("HTML error screen", () => {
  it("shows status, title, message and description in the page language", async () => {
    const quiet = console.error;
    console.error = () => {};
    const en = await errorResponse(new Error("boom"), { json: false, lang: "en" }).text();
    const de = await errorResponse(new Error("boom"), { json: false, lang: "de" }).text();
    console.error = quiet;
    expect(en).toContain('<html lang="en">');
    expect(en).toContain("Error 500");
    expect(en).toContain("<h1>Internal Server Error</h1>");
    expect(en).toContain("Please try again later");
    expect(en).not.toContain("boom");
    expect(de).toContain("Fehler 500");
    expect(de).toContain("Zur Startseite");
  });

  it("escapes what it shows and leaves 4xx without the retry description", async () => {
    const html = await errorResponse(new HttpError("Forbidden"), { json: false, lang: "en" }).text();
    expect(html).toContain("Error 403");
    expect(html).not.toContain('class="description"');
  });
});
