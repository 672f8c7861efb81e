import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPIENTS } from "../../scripts/seed/data/recipients.ts";
import { NEWSLETTERS } from "../../scripts/seed/data/newsletters.ts";
import { startSite, type Site } from "../helpers/site.ts";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual" });
const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
const current = [...NEWSLETTERS].sort((a, b) => b.issueDate.localeCompare(a.issueDate))[0]!;
const subscribed = RECIPIENTS.find((r) => r.subscribed && r.language === "de" && /[äöüß]/.test(r.name))!;
const unsubscribed = RECIPIENTS.find((r) => !r.subscribed)!;

function expectPrivateHeaders(res: Response) {
  expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  expect(res.headers.get("cache-control")).toMatch(/no-store/);
}

function expectOnlyOwnName(html: string, own: string) {
  for (const other of RECIPIENTS) if (other.name !== own) expect(html).not.toContain(other.name);
  for (const other of RECIPIENTS) if (other.name !== own) expect(html).not.toContain(other.email);
}

describe("/newsletter/:email", () => {
  it("shows a subscriber their state and the current issue, and nobody else", async () => {
    const res = await get(`/newsletter/${encodeURIComponent(subscribed.email)}`);
    expect(res.status).toBe(200);
    expectPrivateHeaders(res);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const body = text(html);
    expect(body).toContain(`Hallo ${subscribed.name}, du bekommst unseren Newsletter.`);
    expect(body).toContain(current.title.de);
    expect(body).toContain(current.intro.de);
    expectOnlyOwnName(html, subscribed.name);
  });

  it("follows ?lang= and otherwise the subscriber's language", async () => {
    const en = RECIPIENTS.find((r) => r.subscribed && r.language === "en")!;
    const own = text(await (await get(`/newsletter/${en.email}`)).text());
    expect(own).toContain(current.title.en);
    expect(own).toContain(`Hello ${en.name}`);
    const de = text(await (await get(`/newsletter/${en.email}?lang=de`)).text());
    expect(de).toContain(current.title.de);
  });

  it("answers an unsubscribed address exactly like an unknown one", async () => {
    const gone = await (await get(`/newsletter/${unsubscribed.email}`)).text();
    const unknown = await (await get("/newsletter/nobody-here@example.org")).text();
    expect(gone).toBe(unknown);
    expect(text(gone)).toContain("Für diese Adresse besteht kein Newsletter-Abonnement.");
    expectOnlyOwnName(gone, "");
  });

  it("matches the address case-insensitively and never through OData injection", async () => {
    expect(text(await (await get(`/newsletter/${subscribed.email.toUpperCase()}`)).text())).toContain(subscribed.name);
    const injected = await get(`/newsletter/${encodeURIComponent("x' or true or 'a@example.org")}`);
    expect(injected.status).toBe(404);
  });

  const invalid = ["not-an-email", "a@b", "%0d%0a@x.de", `${"a".repeat(289)}@example.de`, "a%2540x.de"];
  it.each(invalid)("404s the invalid address %s with Page Not Found and the full path", async (raw) => {
    const res = await get(`/newsletter/${raw}`);
    if (res.status === 400) {
      // The production server refuses control characters and encoded `%` in any path before
      // routing (src/server/safe-path.ts); that is a refusal too, never a recipient page.
      expect(["%0d%0a@x.de", "a%2540x.de"]).toContain(raw);
      return;
    }
    expect(res.status).toBe(404);
    expectPrivateHeaders(res);
    expect(text(await res.text())).toContain(`Seite nicht gefunden: /newsletter/${raw}`);
    const en = await get(`/newsletter/${raw}?lang=en`);
    expect(en.status).toBe(404);
    expect(text(await en.text())).toContain(`Page Not Found: /newsletter/${raw}?lang=en`);
  });
});

describe("/present/:email", () => {
  it("greets the recipient with their present and nobody else's", async () => {
    const withCode = RECIPIENTS.find((r) => r.present?.code && r.language === "de")!;
    const res = await get(`/present/${withCode.email}`);
    expect(res.status).toBe(200);
    expectPrivateHeaders(res);
    const html = await res.text();
    const body = text(html);
    expect(body).toContain(`Hallo ${withCode.name}!`);
    expect(body).toContain(withCode.present!.title);
    expect(body).toContain(withCode.present!.code!);
    expectOnlyOwnName(html, withCode.name);
    for (const other of RECIPIENTS) if (other !== withCode && other.present?.code) expect(html).not.toContain(other.present.code);
  });

  it("404s an unknown and an invalid address alike", async () => {
    for (const raw of ["nobody-here@example.org", "not-an-email"]) {
      const res = await get(`/present/${raw}?lang=en`);
      expect(res.status).toBe(404);
      expectPrivateHeaders(res);
      expect(text(await res.text())).toContain(`Page Not Found: /present/${raw}?lang=en`);
    }
  });
});

describe("the recipients schema is private", () => {
  it("cannot be read anonymously through the content proxy", async () => {
    const res = await get("/cms/api/content/baukasten/recipients");
    expect([401, 403, 404]).toContain(res.status);
    expect(await res.text()).not.toContain(subscribed.email);
  });
});
