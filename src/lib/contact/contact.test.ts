import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { openSiteDatabase } from "../db/site-db.ts";
import { HttpError } from "../errors/http-error.ts";
import { listOutbox, openOutboxMessage } from "../mail/outbox.ts";
import { createMailer, type Mailer } from "../mail/send-mail.ts";
import { MAIL_TABLES } from "../mail/tables.ts";
import { VISITOR_FORM_TABLES } from "../visitor-forms/index.ts";
import { practitionerLang } from "../directory/practitioners.ts";
import { confirmationMail, forwardMail } from "./mail.ts";
import { deleteContactMessage, findContactMessage, insertContactMessage, listContactMessages, markContactMessage, MESSAGES_PAGE_SIZE } from "./store.ts";
import { submitContact, type ContactDeps, type ContactRecipient } from "./submit.ts";
import { CONTACT_TABLES } from "./tables.ts";

const dirs: string[] = [];
const dbs: DatabaseSync[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openDb(): DatabaseSync {
  const dir = mkdtempSync(join(tmpdir(), "baukasten-contact-"));
  dirs.push(dir);
  const db = openSiteDatabase(dir, [MAIL_TABLES, VISITOR_FORM_TABLES, CONTACT_TABLES]);
  dbs.push(db);
  return db;
}

const recipient: ContactRecipient = { id: "p-1", name: "Jürgen Weiß", email: "kontakt@juergen.example", languages: ["de", "en"] };
const message = {
  practitionerId: "p-1",
  practitionerName: "Jürgen Weiß",
  senderName: "Anna <b>Schäfer</b>",
  senderEmail: "anna@example.org",
  message: "Hallo!\nGeht Dienstag?",
  language: "de",
};
const limits = { address: { max: 3, windowMs: 3_600_000 }, email: { max: 2, windowMs: 3_600_000 } };

function deps(db: DatabaseSync, mail: Mailer = createMailer(db, { deliver: false })): ContactDeps {
  return { db, mail, limits, site: "atemraum.example", now: () => 1_700_000_000_000 };
}

describe("the contact store", () => {
  it("lists the newest first with the unread count, marks read (keeping the first time) and unread, and deletes", () => {
    const db = openDb();
    const first = insertContactMessage(db, message, 1000);
    const second = insertContactMessage(db, { ...message, senderName: "Emily" }, 2000);
    let list = listContactMessages(db, 1);
    expect(list.entries.map((m) => m.id)).toEqual([second, first]);
    expect(list).toMatchObject({ total: 2, unread: 2, pages: 1 });
    expect(markContactMessage(db, first, true, 3000)).toBe(true);
    expect(markContactMessage(db, first, true, 4000)).toBe(true);
    expect(findContactMessage(db, first)?.readAt).toBe(3000);
    list = listContactMessages(db, 1);
    expect(list.unread).toBe(1);
    expect(markContactMessage(db, first, false, 5000)).toBe(true);
    expect(findContactMessage(db, first)?.readAt).toBeUndefined();
    expect(deleteContactMessage(db, first)).toBe(true);
    expect(deleteContactMessage(db, first)).toBe(false);
    expect(markContactMessage(db, first, true, 1)).toBe(false);
    expect(findContactMessage(db, first)).toBeUndefined();
  });

  it("pages by MESSAGES_PAGE_SIZE", () => {
    const db = openDb();
    for (let i = 0; i < MESSAGES_PAGE_SIZE + 1; i++) insertContactMessage(db, message, i);
    expect(listContactMessages(db, 1)).toMatchObject({ pages: 2, total: MESSAGES_PAGE_SIZE + 1 });
    expect(listContactMessages(db, 2).entries).toHaveLength(1);
  });
});

describe("the contact mails", () => {
  it("pick the practitioner's language: German when they work in it, else English when they do, else German", () => {
    expect(practitionerLang(["en", "de"])).toBe("de");
    expect(practitionerLang(["en", "fr"])).toBe("en");
    expect(practitionerLang(["fr"])).toBe("de");
    expect(practitionerLang([])).toBe("de");
  });

  it("forward the message to the practitioner with Reply-To the sender, escaped in HTML", () => {
    const mail = forwardMail(message, recipient.email, { lang: "en", site: "atemraum.example" });
    expect(mail).toMatchObject({ to: "kontakt@juergen.example", lang: "en", kind: "contact", headers: { "Reply-To": "anna@example.org" } });
    expect(mail.subject).toBe("Message from Anna <b>Schäfer</b> via atemraum.example");
    expect(mail.text).toContain("Hallo!\nGeht Dienstag?");
    expect(mail.text).toContain("your answer goes to Anna <b>Schäfer</b> (anna@example.org)");
    expect(mail.html).toContain("Anna &#60;b&#62;Schäfer&#60;/b&#62; wrote to you");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("<p>Hallo!<br>\nGeht Dienstag?</p>");
  });

  it("confirm to the sender in their language, naming the practitioner but never their address nor repeating the message", () => {
    const mail = confirmationMail({ ...message, language: "en" }, { site: "atemraum.example" });
    expect(mail).toMatchObject({ to: "anna@example.org", lang: "en", kind: "contact-confirmation", subject: "Your message to Jürgen Weiß" });
    const all = `${mail.subject}${mail.text}${mail.html}${JSON.stringify(mail.headers ?? {})}`;
    expect(all).not.toContain("kontakt@juergen.example");
    expect(all).not.toContain("Geht Dienstag");
    expect(confirmationMail(message, { site: "x" }).text).toContain("Hallo Anna <b>Schäfer</b>,");
  });
});

describe("submitContact", () => {
  it("stores the message unread and queues the forward and the confirmation (kept in the outbox without SMTP)", () => {
    const db = openDb();
    const id = submitContact(
      deps(db),
      { ...recipient, languages: ["en"] },
      { name: "Anna", email: "anna@example.org", message: "Hi", language: "de", address: "10.0.0.1" },
    );
    expect(findContactMessage(db, id)).toMatchObject({
      practitionerId: "p-1",
      practitionerName: "Jürgen Weiß",
      senderName: "Anna",
      senderEmail: "anna@example.org",
      message: "Hi",
      language: "de",
      readAt: undefined,
    });
    const outbox = listOutbox(db, 1).entries;
    expect(outbox.map((m) => [m.kind, m.recipient, m.lang, m.state]).sort()).toEqual([
      ["contact", "kontakt@juergen.example", "en", "outbox"],
      ["contact-confirmation", "anna@example.org", "de", "outbox"],
    ]);
    const forward = openOutboxMessage(db, outbox.find((m) => m.kind === "contact")!.id)!;
    expect(forward.headers).toEqual({ "Reply-To": "anna@example.org" });
  });

  it("refuses past the per-e-mail and per-address limits with FormLimit and stores nothing then", () => {
    const db = openDb();
    const send = (email: string, address: string) => submitContact(deps(db), recipient, { name: "A", email, message: "m", language: "de", address });
    send("a@example.org", "10.0.0.1");
    send("A@example.org", "10.0.0.2");
    expect(() => send("a@example.org", "10.0.0.3")).toThrow(HttpError);
    try {
      send("a@example.org", "10.0.0.3");
    } catch (error) {
      expect((error as HttpError).code).toBe("FormLimit");
      expect((error as HttpError).headers["retry-after"]).toMatch(/^\d+$/);
    }
    send("b@example.org", "10.0.0.9");
    expect(() => send("c@example.org", "10.0.0.9")).not.toThrow();
    expect(() => send("d@example.org", "10.0.0.9")).not.toThrow();
    expect(() => send("e@example.org", "10.0.0.9")).toThrow(HttpError);
    expect(listContactMessages(db, 1).total).toBe(5);
  });

  it("keeps the message when the practitioner has no valid address or the mailer fails", () => {
    const db = openDb();
    const broken: Mailer = {
      delivers: true,
      sendMail: () => {
        throw new Error("disk full");
      },
      onQueued: () => () => {},
    };
    const id = submitContact(
      deps(db, broken),
      { ...recipient, email: "" },
      { name: "A", email: "a@example.org", message: "m", language: "en", address: undefined },
    );
    expect(findContactMessage(db, id)).toBeDefined();
    expect(listOutbox(db, 1).total).toBe(0);
  });
});
