import { describe, expect, it } from "vitest";
import type { CmsClient } from "../cms/index.ts";
import { signNewsletterToken } from "../newsletter/token.ts";
import { newsletterPage, presentPage } from "./page.ts";

const recipient = (email: string, name: string, language: string, subscribed: boolean, present?: object) => ({
  id: email,
  data: {
    email: { iv: email },
    name: { iv: name },
    language: { iv: language },
    subscribed: { iv: subscribed },
    subscribedAt: { iv: "2026-01-05T17:45:00Z" },
    ...(present ? { present: { iv: present } } : {}),
  },
});
const RECIPIENTS = [
  recipient("anna@example.org", "Anna Schäfer", "de", true, { title: "Kurs", message: "Danke", code: "A-1" }),
  recipient("emily@example.org", "Emily Clarke", "en", true),
  recipient("gone@example.org", "Özlem Yıldız", "en", false),
];
const ISSUE = {
  id: "n1",
  data: {
    number: { iv: 33 },
    issueDate: { iv: "2026-11-02T06:00:00Z" },
    title: { de: "Novemberlicht", en: "November light" },
    intro: { de: "Hallo", en: "Hello" },
    body: { de: "<p>Text<script>alert(1)</script></p>", en: "<p>Text</p>" },
  },
};

/** A content client that answers the two lookups the pages make, recording the queries. */
function fakeClient(queries: string[] = []): CmsClient {
  const list = async (schema: string, query?: URLSearchParams | string) => {
    const q = new URLSearchParams(query?.toString());
    queries.push(`${schema}?${q}`);
    if (schema === "newsletters") return { total: 1, items: [ISSUE] };
    const match = /^data\/email\/iv eq '(.*)'$/.exec(q.get("$filter") ?? "");
    const email = match?.[1]?.replaceAll("''", "'");
    const items = RECIPIENTS.filter((r) => r.data.email.iv === email);
    return { total: items.length, items };
  };
  return { contents: { list } } as unknown as CmsClient;
}

describe("newsletterPage", () => {
  it("shows a subscriber's state and the current issue in their language, sanitised", async () => {
    const view = await newsletterPage(fakeClient(), "http://x/newsletter/Anna%40example.org");
    expect(view).toMatchObject({ kind: "newsletter", lang: "de", subscription: { subscribed: true, name: "Anna Schäfer", since: "05.01.2026" } });
    if (view.kind !== "newsletter") throw new Error("unreachable");
    expect(view.issue).toMatchObject({ title: "Novemberlicht", number: 33, date: "02.11.2026", bodyHtml: "<p>Text</p>" });
  });

  it("uses ?lang= over the stored language", async () => {
    expect(await newsletterPage(fakeClient(), "http://x/newsletter/emily@example.org")).toMatchObject({
      lang: "en",
      issue: { title: "November light", date: "2 Nov 2026" },
    });
    expect(await newsletterPage(fakeClient(), "http://x/newsletter/emily@example.org?lang=de")).toMatchObject({
      lang: "de",
      issue: { title: "Novemberlicht" },
    });
  });

  it("answers an unsubscribed and an unknown address identically", async () => {
    const gone = await newsletterPage(fakeClient(), "http://x/newsletter/gone@example.org");
    const unknown = await newsletterPage(fakeClient(), "http://x/newsletter/nobody@example.org");
    expect(gone).toEqual(unknown);
    expect(JSON.stringify(gone)).not.toMatch(/Özlem|Anna|Emily/);
  });

  it("404s an invalid address with the full path, without asking the content service", async () => {
    const queries: string[] = [];
    expect(await newsletterPage(fakeClient(queries), "http://x/newsletter/a@b?lang=en")).toEqual({
      kind: "not-found",
      path: "/newsletter/a@b?lang=en",
      lang: "en",
    });
    expect(queries).toEqual([]);
  });
});

describe("presentPage", () => {
  it("shows the recipient's greeting and present", async () => {
    expect(await presentPage(fakeClient(), "http://x/present/anna@example.org")).toEqual({
      kind: "present",
      lang: "de",
      name: "Anna Schäfer",
      present: { title: "Kurs", message: "Danke", code: "A-1" },
    });
  });

  it("404s an unknown address like an invalid one", async () => {
    expect(await presentPage(fakeClient(), "http://x/present/nobody@example.org")).toMatchObject({
      kind: "not-found",
      path: "/present/nobody@example.org",
    });
    expect(await presentPage(fakeClient(), "http://x/present/not-an-email")).toMatchObject({
      kind: "not-found",
      path: "/present/not-an-email",
    });
  });
});

describe("newsletterPage links", () => {
  const KEY = "k".repeat(43);
  const NOW = Date.parse("2026-11-28T00:00:00Z");
  const check = { tokenKey: KEY, now: NOW };
  const page = (email: string, query: string) => newsletterPage(fakeClient(), `http://x/newsletter/${email}?${query}`, check);

  it("offers the confirm button for a valid confirm token while not subscribed, and nothing once subscribed", async () => {
    const token = signNewsletterToken(KEY, "confirm", "new@example.org", NOW + 1000);
    expect(await page("new@example.org", `token=${token}`)).toMatchObject({ link: { kind: "confirm", token, email: "new@example.org" } });
    const subscribedToken = signNewsletterToken(KEY, "confirm", "anna@example.org", NOW + 1000);
    expect(await page("anna@example.org", `token=${subscribedToken}`)).toMatchObject({ link: undefined });
  });

  it("offers the unsubscribe button for a valid unsubscribe token while subscribed", async () => {
    const token = signNewsletterToken(KEY, "unsubscribe", "anna@example.org", NOW + 1000);
    expect(await page("anna@example.org", `token=${token}`)).toMatchObject({ link: { kind: "unsubscribe", token } });
    expect(await page("gone@example.org", `token=${signNewsletterToken(KEY, "unsubscribe", "gone@example.org", NOW + 1000)}`)).toMatchObject({
      link: undefined,
    });
  });

  it("says expired for a genuine old token and invalid for a forged one or another address's", async () => {
    expect(await page("new@example.org", `token=${signNewsletterToken(KEY, "confirm", "new@example.org", NOW - 1000)}`)).toMatchObject({
      link: { kind: "refused", reason: "expired" },
    });
    for (const token of [
      "nonsense",
      signNewsletterToken(`${KEY}x`, "confirm", "new@example.org", NOW + 1000),
      signNewsletterToken(KEY, "confirm", "other@example.org", NOW + 1000),
    ]) {
      expect(await page("new@example.org", `token=${encodeURIComponent(token)}`)).toMatchObject({ link: { kind: "refused", reason: "invalid" } });
    }
  });

  it("shows what a button did only where the state agrees", async () => {
    expect(await page("anna@example.org", "done=confirmed")).toMatchObject({ notice: "confirmed" });
    expect(await page("gone@example.org", "done=confirmed")).toMatchObject({ notice: undefined });
    expect(await page("gone@example.org", "done=unsubscribed")).toMatchObject({ notice: "unsubscribed" });
    expect(await page("anna@example.org", "done=unsubscribed")).toMatchObject({ notice: undefined });
    expect(await page("anna@example.org", "done=expired")).toMatchObject({ notice: "expired" });
    expect(await page("anna@example.org", "done=whatever")).toMatchObject({ notice: undefined });
  });
});
