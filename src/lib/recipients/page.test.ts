import { describe, expect, it } from "vitest";
import type { CmsClient } from "../cms/index.ts";
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
