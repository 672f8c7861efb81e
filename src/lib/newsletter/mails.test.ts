import { describe, expect, it } from "vitest";
import { MailMessageSchema } from "../mail/message.ts";
import * as v from "valibot";
import { confirmationMail, welcomeMail } from "./mails.ts";
import { verifyNewsletterToken } from "./token.ts";

const KEY = "k".repeat(43);
const NOW = Date.parse("2026-11-28T00:00:00Z");
const context = { siteUrl: "https://atemraum.example", tokenKey: KEY, now: NOW };

/** The token of a URL in `text` that starts with `prefix`. */
const tokenAfter = (text: string, prefix: string) => new URL(new RegExp(`(${prefix.replace(/[.?]/g, "\\$&")}\\S+)`).exec(text)![1]!).searchParams.get("token")!;

describe("newsletter mails", () => {
  it("the confirmation links to the address's page with a 48-hour confirm token and carries the one-click headers", () => {
    const mail = confirmationMail("anna@example.org", "de", context);
    expect(v.safeParse(MailMessageSchema, mail).success).toBe(true);
    expect(mail).toMatchObject({
      to: "anna@example.org",
      lang: "de",
      kind: "newsletter-confirm",
      subject: "Bitte bestätige deine Newsletter-Anmeldung bei atemraum.example",
    });
    expect(mail.text).toContain("er gilt 48 Stunden");
    const token = tokenAfter(mail.text, "https://atemraum.example/newsletter/anna%40example.org?lang=de&token=");
    expect(verifyNewsletterToken(KEY, "confirm", token, NOW + 47 * 3_600_000)).toEqual({ ok: true, email: "anna@example.org" });
    expect(verifyNewsletterToken(KEY, "confirm", token, NOW + 48 * 3_600_000)).toMatchObject({ ok: false, reason: "expired" });
    expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(https:\/\/atemraum\.example\/api\/newsletter\/unsubscribe\?token=\S+)>$/.exec(mail.headers!["List-Unsubscribe"]!)![1]!;
    expect(verifyNewsletterToken(KEY, "unsubscribe", new URL(oneClick).searchParams.get("token")!, NOW)).toEqual({ ok: true, email: "anna@example.org" });
  });

  it("the welcome, in English, links to the page with an unsubscribe token and carries the same headers", () => {
    const mail = welcomeMail("emily@example.org", "en", context);
    expect(mail).toMatchObject({ kind: "newsletter-welcome", subject: "Welcome to the newsletter of atemraum.example" });
    expect(mail.html).toContain(">View or cancel your subscription</a>");
    const token = tokenAfter(mail.text, "https://atemraum.example/newsletter/emily%40example.org?lang=en&token=");
    expect(verifyNewsletterToken(KEY, "unsubscribe", token, NOW + 365 * 24 * 3_600_000)).toEqual({ ok: true, email: "emily@example.org" });
    expect(Object.keys(mail.headers!)).toEqual(["List-Unsubscribe", "List-Unsubscribe-Post"]);
  });
});
