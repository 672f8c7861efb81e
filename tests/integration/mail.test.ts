import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../support/lib/mail/smtp-server.ts";
import { call, login } from "../helpers/http.ts";
import { startSite, type Site } from "../helpers/site.ts";

// The site server with SMTP_URL set: its mail worker sends what a request queues.
let smtp: TestSmtpServer;
let site: Site;
let cookie: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  site = await startSite({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <website@example.test>" } });
  cookie = await login(site);
});
afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

describe("mail from the running site", () => {
  it("an invitation made on the users page reaches the invitee over SMTP, in the admin's language, with the link the page shows", async () => {
    const email = `smtp-invitee-${Date.now()}@example.test`;
    const res = await call(site, "/manage/users", {
      raw: new URLSearchParams({ action: "invite", email, role: "editor" }).toString(),
      contentType: "application/x-www-form-urlencoded",
      cookie,
      headers: { "accept-language": "en" },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`An e-mail with the link goes to ${email} in English`);
    const link = /id="invite-link"[^>]*value="([^"]+)"/.exec(html)?.[1];
    expect(link).toMatch(new RegExp(`^${site.url}/invite/[A-Za-z0-9_-]{43}$`));

    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    const { mail, rcptTo } = smtp.received[0]!;
    expect(rcptTo).toEqual([email]);
    expect(mail.from?.text).toBe('"Website" <website@example.test>');
    expect(mail.subject).toBe(`Invitation: help edit ${new URL(site.url).host}`);
    expect(mail.text).toContain(`Accept the invitation:\n${link}\n`);

    const outbox = await call(site, "/manage/outbox?lang=en", { cookie });
    expect(outbox.status).toBe(200);
    const list = await outbox.text();
    expect(list).toContain("SMTP_URL is set");
    expect(list).toMatch(new RegExp(`${email.replace(/[.]/g, "\\.")}[\\s\\S]*?>sent<`));
  });
});
