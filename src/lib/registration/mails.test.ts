import { describe, expect, it } from "vitest";
import { verifyLinkToken } from "./link-token.ts";
import { editLinkMail, verifyMail } from "./mails.ts";

const deps = { siteUrl: "https://atem.example", tokenKey: "k".repeat(43) };
const NOW = Date.UTC(2026, 10, 27, 12);
const to = { practitionerId: "p-1", email: "ada@example.test", name: "Ada" };

const linkIn = (text: string) => new URL(/https:\/\/atem\.example\/\S+/.exec(text)![0]);

describe("registration mails", () => {
  it("the verify mail: in the applicant's language, text and HTML, a signed link to the button page valid for 7 days", () => {
    const mail = verifyMail(deps, to, "de", NOW);
    expect(mail).toMatchObject({
      to: "ada@example.test",
      lang: "de",
      kind: "registration-verify",
      subject: "Bitte bestätige deine E-Mail-Adresse (atem.example)",
    });
    expect(mail.text).toContain("Hallo Ada,");
    expect(mail.text).toContain("Der Link gilt bis 04.12.2026, 12:00 (UTC).");
    const link = linkIn(mail.text);
    expect(link.pathname).toBe("/practitioners/register/verify");
    expect(link.searchParams.get("id")).toBe("p-1");
    expect(link.searchParams.get("lang")).toBe("de");
    expect(verifyLinkToken(deps.tokenKey, "verify", link.searchParams.get("token")!, "p-1", "ada@example.test", NOW)).toBe(true);
    expect(mail.html).toContain(`<a href="${link.href.replaceAll("&", "&#38;")}">`);
  });

  it("the edit-link mail: a link to the entry's page valid for 24 hours, in English too", () => {
    const mail = editLinkMail(deps, to, "en", NOW);
    expect(mail).toMatchObject({ kind: "registration-edit", lang: "en", subject: "Your edit link (atem.example)" });
    const link = linkIn(mail.text);
    expect(link.pathname).toBe("/practitioners/register/p-1");
    const token = link.searchParams.get("token")!;
    expect(verifyLinkToken(deps.tokenKey, "edit", token, "p-1", "ada@example.test", NOW + 24 * 3_600_000 - 1000)).toBe(true);
    expect(verifyLinkToken(deps.tokenKey, "edit", token, "p-1", "ada@example.test", NOW + 24 * 3_600_000)).toBe(false);
  });
});
