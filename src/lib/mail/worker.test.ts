import { afterAll, afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/lib/mail/smtp-server.ts";
import { openSiteDatabase } from "../db/site-db.ts";
import type { MailMessage } from "./message.ts";
import { listOutbox, openOutboxMessage } from "./outbox.ts";
import { createMailer } from "./send-mail.ts";
import { MAIL_TABLES } from "./tables.ts";
import { smtpTransport } from "./transport.ts";
import { startMailWorker, type MailWorker, type MailWorkerOptions } from "./worker.ts";

const root = mkdtempSync(join(tmpdir(), "baukasten-mail-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FROM = "Baukasten <website@example.test>";
let n = 0;
const open: { close(): unknown }[] = [];
const stoppers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stoppers.splice(0)) await stop();
  for (const thing of open.splice(0)) thing.close();
});

const freshDb = (): { db: DatabaseSync; dir: string } => {
  const dir = join(root, `db-${++n}`);
  const db = openSiteDatabase(dir, [MAIL_TABLES]);
  open.push(db);
  return { db, dir };
};

async function smtp(refuse?: (n: number) => number | undefined): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(refuse);
  stoppers.push(server.close);
  return server;
}

function worker(options: Partial<MailWorkerOptions> & Pick<MailWorkerOptions, "db">, server: TestSmtpServer): MailWorker {
  const started = startMailWorker({ transport: smtpTransport(server.url), from: FROM, pollMs: 60_000, ...options });
  stoppers.unshift(started.stop);
  return started;
}

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: "ines@example.test",
  subject: "Ihr Termin am Dienstag",
  text: "Hallo Ines,\nbis Dienstag.\n",
  html: "<p>Hallo Ines,</p>",
  lang: "de",
  kind: "booking",
  ...overrides,
});

const row = (db: DatabaseSync, id: number) =>
  db.prepare("SELECT status, attempts, next_attempt_at, last_error, sent_at FROM mail_messages WHERE id = ?").get(id) as {
    status: string;
    attempts: number;
    next_attempt_at: number;
    last_error: string | null;
    sent_at: number | null;
  };

describe("the mail queue and its worker", () => {
  it("queues a message at once and the worker delivers it over SMTP, headers and attachment included", async () => {
    const { db } = freshDb();
    const server = await smtp();
    const mailer = createMailer(db, { deliver: true });
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    const id = mailer.sendMail(
      message({
        headers: { "List-Unsubscribe": "<https://example.test/abmelden?t=1>" },
        attachments: [{ filename: "termin.ics", contentType: "text/calendar; charset=utf-8", content: ics }],
      }),
    );
    expect(row(db, id)).toMatchObject({ status: "queued", attempts: 0, sent_at: null });
    expect(server.offered()).toBe(0);

    await worker({ db }, server).runOnce();
    expect(server.received).toHaveLength(1);
    const { mail, rcptTo } = server.received[0]!;
    expect(rcptTo).toEqual(["ines@example.test"]);
    expect(mail.subject).toBe("Ihr Termin am Dienstag");
    expect(mail.from?.text).toBe('"Baukasten" <website@example.test>');
    expect(mail.text).toBe("Hallo Ines,\nbis Dienstag.\n");
    expect(mail.html).toContain("<p>Hallo Ines,</p>");
    expect(mail.headerLines.find((h) => h.key === "list-unsubscribe")?.line).toBe("List-Unsubscribe: <https://example.test/abmelden?t=1>");
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString("utf8")])).toEqual([["termin.ics", "text/calendar", ics]]);
    expect(row(db, id)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(openOutboxMessage(db, id)?.state).toBe("sent");
  });

  it("wakes the worker when a message is queued, without waiting for the next poll", async () => {
    const { db } = freshDb();
    const server = await smtp();
    const mailer = createMailer(db, { deliver: true });
    const started = worker({ db }, server);
    mailer.onQueued(started.wake);
    mailer.sendMail(message({ subject: "Sofort" }));
    await expect.poll(() => server.received.length, { timeout: 10_000 }).toBe(1);
    expect(server.received[0]!.mail.subject).toBe("Sofort");
  });

  it("retries after a temporary refusal (4xx), waiting the backoff first, and keeps the error", async () => {
    const { db } = freshDb();
    const server = await smtp((n) => (n === 1 ? 451 : undefined));
    let clock = Date.now();
    const id = createMailer(db, { deliver: true }).sendMail(message());
    const started = worker({ db, backoffMs: 30_000, now: () => clock }, server);

    await started.runOnce();
    expect(server.offered()).toBe(1);
    expect(server.received).toHaveLength(0);
    const after = row(db, id);
    expect(after).toMatchObject({ status: "queued", attempts: 1, next_attempt_at: clock + 30_000 });
    expect(after.last_error).toMatch(/451/);
    expect(listOutbox(db, 1).entries[0]!.state).toBe("retrying");

    clock += 29_999;
    await started.runOnce();
    expect(server.offered()).toBe(1);

    clock += 1;
    await started.runOnce();
    expect(server.received).toHaveLength(1);
    expect(row(db, id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("doubles the wait after each failed attempt and marks the message failed after the last", async () => {
    const { db } = freshDb();
    const server = await smtp(() => 421);
    let clock = Date.now();
    const id = createMailer(db, { deliver: true }).sendMail(message());
    const started = worker({ db, backoffMs: 1_000, maxAttempts: 3, now: () => clock }, server);

    await started.runOnce();
    expect(row(db, id)).toMatchObject({ status: "queued", attempts: 1, next_attempt_at: clock + 1_000 });
    clock += 1_000;
    await started.runOnce();
    expect(row(db, id)).toMatchObject({ status: "queued", attempts: 2, next_attempt_at: clock + 2_000 });
    clock += 2_000;
    await started.runOnce();
    const failed = row(db, id);
    expect(failed).toMatchObject({ status: "failed", attempts: 3 });
    expect(failed.last_error).toMatch(/421/);
    clock += 60_000;
    await started.runOnce();
    expect(server.offered()).toBe(3);
    expect(server.received).toHaveLength(0);
    expect(openOutboxMessage(db, id)?.state).toBe("failed");
  });

  it("gives up at once on a lasting refusal (5xx)", async () => {
    const { db } = freshDb();
    const server = await smtp(() => 550);
    const id = createMailer(db, { deliver: true }).sendMail(message());
    await worker({ db, maxAttempts: 5 }, server).runOnce();
    expect(row(db, id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(server.offered()).toBe(1);
  });

  it("without SMTP a message stays in the outbox: kept, listed, never sent", async () => {
    const { db } = freshDb();
    const server = await smtp();
    const mailer = createMailer(db, { deliver: false });
    const id = mailer.sendMail(message({ subject: "Bleibt hier" }));
    // Even a worker on the same database leaves it alone.
    await worker({ db }, server).runOnce();
    expect(server.offered()).toBe(0);
    expect(row(db, id)).toMatchObject({ status: "outbox", attempts: 0 });
    const { entries, pages, total } = listOutbox(db, 1);
    expect({ pages, total }).toEqual({ pages: 1, total: 1 });
    expect(entries[0]).toMatchObject({ id, state: "outbox", subject: "Bleibt hier", recipient: "ines@example.test", kind: "booking" });
    expect(openOutboxMessage(db, id)).toMatchObject({ text: "Hallo Ines,\nbis Dienstag.\n", html: "<p>Hallo Ines,</p>" });
  });

  it("two workers on one database file send each message exactly once", async () => {
    const { db, dir } = freshDb();
    const other = openSiteDatabase(dir, [MAIL_TABLES]);
    open.push(other);
    const server = await smtp();
    const mailer = createMailer(db, { deliver: true });
    const subjects = Array.from({ length: 30 }, (_, i) => `Nachricht ${i + 1}`);
    for (const subject of subjects) mailer.sendMail(message({ subject }));

    const a = worker({ db }, server);
    const b = worker({ db: other }, server);
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);

    expect(server.received.map((r) => r.mail.subject).sort()).toEqual([...subjects].sort());
    expect(server.offered()).toBe(30);
    expect(new Set(server.received.map((r) => r.mail.messageId)).size).toBe(30);
    expect((db.prepare("SELECT count(*) AS c FROM mail_messages WHERE status = 'sent' AND attempts = 1").get() as { c: number }).c).toBe(30);
  });

  it("lists the newest first, a page at a time", () => {
    const { db } = freshDb();
    const mailer = createMailer(db, { deliver: false });
    for (let i = 1; i <= 27; i++) mailer.sendMail(message({ subject: `Nr. ${i}` }));
    const first = listOutbox(db, 1);
    expect(first).toMatchObject({ pages: 2, total: 27 });
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0]!.subject).toBe("Nr. 27");
    expect(listOutbox(db, 2).entries.map((e) => e.subject)).toEqual(["Nr. 2", "Nr. 1"]);
  });

  it("refuses a message whose header could add headers of its own", () => {
    const { db } = freshDb();
    const mailer = createMailer(db, { deliver: true });
    expect(() => mailer.sendMail(message({ headers: { "X-Note": "a\r\nBcc: evil@example.test" } }))).toThrow(/header values are one line/);
    expect(() => mailer.sendMail(message({ headers: { Bcc: "evil@example.test" } }))).toThrow(/reserved/);
    expect(listOutbox(db, 1).total).toBe(0);
  });
});
