import { DatabaseSync } from "node:sqlite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signLinkToken } from "../../src/lib/registration/link-token.ts";
import { E2E_DATA_DIR } from "./admin.ts";
import { violations } from "./axe.ts";

// The e2e server runs without SMTP_URL and with a minimum fill time of 0.8 s: a journey's mails
// stay in the outbox (read here from the site database, by the test's own address), and a form
// filled faster than a person would is sent once more.

const FILL_MS = 900;

/** The newest mail to `email` of `kind` in the outbox, and the site path of its link. */
async function mailTo(email: string, kind: string): Promise<{ subject: string; path: string }> {
  const read = () => {
    const db = new DatabaseSync(join(E2E_DATA_DIR, "site.db"), { readOnly: true });
    try {
      return db.prepare("SELECT subject, text FROM mail_messages WHERE recipient = ? AND kind = ? ORDER BY id DESC LIMIT 1").get(email, kind) as
        { subject: string; text: string } | undefined;
    } finally {
      db.close();
    }
  };
  await expect.poll(() => read() !== undefined).toBe(true);
  const mail = read()!;
  const url = new URL(/https?:\/\/\S+\/practitioners\/register\/\S+/.exec(mail.text)![0]);
  return { subject: mail.subject, path: `${url.pathname}${url.search}` };
}

/** Waits until the form's island runs: what is typed before would be replaced by its first render. */
const formReady = (page: Page) => expect(page.locator("astro-island[ssr]")).toHaveCount(0);

const address = (tag: string) => `reg-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** Fills the registration form's required fields (labels in `lang`), waiting the fill time before the caller sends. */
async function fillRequired(page: Page, lang: "de" | "en", email: string): Promise<void> {
  const label =
    lang === "de"
      ? { name: "Name", country: "Land", city: "Ort", email: "E-Mail-Adresse" }
      : { name: "Name", country: "Country", city: "City", email: "E-mail address" };
  await page.getByRole("textbox", { name: label.name, exact: false }).first().fill(`E2E ${lang} Praktikerin`);
  await page.getByRole("textbox", { name: label.country }).fill("DE");
  await page.getByRole("textbox", { name: label.city }).fill("Leipzig");
  await page.getByRole("textbox", { name: label.email }).fill(email);
  await page.waitForTimeout(FILL_MS);
}

for (const { lang, query, locale, texts } of [
  {
    lang: "de" as const,
    query: "",
    locale: "de-DE",
    texts: { submit: "Eintrag senden", nameRequired: "Name ist ein Pflichtfeld.", cityRequired: "Ort ist ein Pflichtfeld.", done: "Danke für deinen Eintrag!" },
  },
  {
    lang: "en" as const,
    query: "?lang=en",
    locale: "en-GB",
    texts: { submit: "Send entry", nameRequired: "Name is required.", cityRequired: "City is required.", done: "Thank you for registering!" },
  },
]) {
  test.describe(`registration (${lang})`, () => {
    test.use({ locale });

    test(`messages show after blur and after a send, then a complete form registers (${lang})`, async ({ page }) => {
      await page.goto(`/practitioners/register${query}`);
      await formReady(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // The honeypot is off screen: people never see it.
      const honeypot = (await page.locator('input[name="website"]').boundingBox())!;
      expect(honeypot.x + honeypot.width).toBeLessThan(0);
      const name = page.getByRole("textbox", { name: "Name" }).first();
      await name.focus();
      await name.blur();
      await expect(page.getByText(texts.nameRequired)).toBeVisible();
      // A field never visited shows nothing until a send.
      await expect(page.getByText(texts.cityRequired)).toHaveCount(0);
      await page.getByRole("button", { name: texts.submit }).click();
      await expect(page.getByText(texts.cityRequired)).toBeVisible();
      await expect(name).toBeFocused();

      const email = address(lang);
      await fillRequired(page, lang, email);
      await page.getByRole("button", { name: texts.submit }).click();
      await expect(page.getByRole("status")).toContainText(texts.done);
      await expect(page.getByRole("status")).toContainText(email);
      const mail = await mailTo(email, "registration-verify");
      expect(mail.subject).toMatch(lang === "de" ? /^Bitte bestätige/ : /^Please confirm/);

      await page.goto(mail.path);
      await page.getByRole("button", { name: lang === "de" ? "Adresse bestätigen" : "Confirm address" }).click();
      await expect(page.getByRole("status")).toHaveText(
        lang === "de" ? "Danke! Deine E-Mail-Adresse ist bestätigt." : "Thank you! Your e-mail address is confirmed.",
      );
    });
  });
}

test.describe("language", () => {
  test.use({ locale: "de-DE" });

  test("the DE/EN switch keeps the page", async ({ page }) => {
    await page.goto("/practitioners/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Als Trainerin oder Trainer eintragen");
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/practitioners\/register\?lang=en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register as a practitioner");
    await formReady(page);
    expect(await violations(page)).toEqual([]);
    // With every message showing.
    await page.getByRole("button", { name: "Send entry" }).click();
    await expect(page.getByText("Name is required.")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe("a slow script", () => {
  test.use({ locale: "de-DE" });

  test("what is typed before the form's script runs stays", async ({ page }) => {
    // Hold the page's scripts until the visitor has typed.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto("/practitioners/register", { waitUntil: "domcontentloaded" });
    await page.getByRole("textbox", { name: "Ort" }).fill("Vor dem Skript");
    release();
    await formReady(page);
    await expect(page.getByRole("textbox", { name: "Ort" })).toHaveValue("Vor dem Skript");
    await page.getByRole("textbox", { name: "Ort" }).press("End");
    await page.getByRole("textbox", { name: "Ort" }).pressSequentially("!");
    await expect(page.getByRole("textbox", { name: "Ort" })).toHaveValue("Vor dem Skript!");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "de-DE" });

  test("the plain form posts; the page comes back with the messages and what was typed, then registers", async ({ page }) => {
    await page.goto("/practitioners/register");
    await page.getByRole("textbox", { name: "Land" }).fill("Deutschland");
    await page.getByRole("textbox", { name: "Ort" }).fill("Halle");
    await page.waitForTimeout(FILL_MS);
    await page.getByRole("button", { name: "Eintrag senden" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Bitte prüf die markierten Felder.");
    await expect(page.getByText("Name ist ein Pflichtfeld.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Ort" })).toHaveValue("Halle");
    await expect(page.getByRole("textbox", { name: "Land" })).toHaveValue("Deutschland");

    const email = address("nojs");
    await fillRequired(page, "de", email);
    await page.getByRole("button", { name: "Eintrag senden" }).click();
    await expect(page.getByRole("status")).toContainText("Danke für deinen Eintrag!");
  });
});

test.describe("edit links", () => {
  test.use({ locale: "de-DE" });

  for (const { lang, query, t } of [
    {
      lang: "de" as const,
      query: "",
      t: {
        send: "Eintrag senden",
        thanks: "Danke für deinen Eintrag!",
        email: "E-Mail-Adresse",
        request: "Link zum Bearbeiten anfordern",
        sent: "Wenn es einen Eintrag mit dieser Adresse gibt",
        title: "Deinen Eintrag bearbeiten",
        city: "Ort",
        save: "Änderungen senden",
        saved: "Deine Änderungen sind gespeichert.",
        again: "Weiter bearbeiten",
      },
    },
    {
      lang: "en" as const,
      query: "lang=en",
      t: {
        send: "Send entry",
        thanks: "Thank you for registering!",
        email: "E-mail address",
        request: "Request an edit link",
        sent: "If there is an entry with this address",
        title: "Edit your entry",
        city: "City",
        save: "Send changes",
        saved: "Your changes are saved.",
        again: "Keep editing",
      },
    },
  ]) {
    test(`an edit link opens the entry prefilled; a save sends it to moderation (${lang})`, async ({ page }) => {
      const email = address(`edit-${lang}`);
      await page.goto(`/practitioners/register${query ? `?${query}` : ""}`);
      await formReady(page);
      await fillRequired(page, lang, email);
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByRole("status")).toContainText(t.thanks);

      await page.goto(`/practitioners/register?form=link${query ? `&${query}` : ""}`);
      await formReady(page);
      await page.getByRole("textbox", { name: t.email }).fill(email);
      await page.waitForTimeout(FILL_MS);
      await page.getByRole("button", { name: t.request }).click();
      await expect(page.getByRole("status")).toContainText(t.sent);

      const mail = await mailTo(email, "registration-edit");
      expect(mail.path).toContain(`lang=${lang}`);
      await page.goto(mail.path);
      await formReady(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      await expect(page.getByRole("textbox", { name: t.city })).toHaveValue("Leipzig");
      await page.getByRole("textbox", { name: t.city }).fill("Dresden");
      await page.waitForTimeout(FILL_MS);
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status")).toContainText(t.saved);
      await page.getByRole("link", { name: t.again }).click();
      await expect(page.getByRole("textbox", { name: t.city })).toHaveValue("Dresden");
    });
  }

  for (const [lang, title] of [
    ["de", "Seite nicht gefunden"],
    ["en", "Page Not Found"],
  ] as const) {
    test(`a forged or expired link is the site's 404 and shows nothing (${lang})`, async ({ page }) => {
      const { tokenKey } = JSON.parse(readFileSync(join(E2E_DATA_DIR, "secrets.json"), "utf8")) as { tokenKey: string };
      // A real, published entry: the token is what is wrong.
      const list = await page.request.get("/cms/api/content/baukasten/practitioners?$top=1");
      const id = ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
      const expired = signLinkToken(tokenKey, "edit", id, "someone@example.test", Date.now() - 60_000);
      for (const token of [`${Math.floor(Date.now() / 1000) + 3600}.${"A".repeat(43)}`, expired]) {
        const res = await page.goto(`/practitioners/register/${id}?token=${token}&lang=${lang}`);
        expect(res?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
        await expect(page.getByRole("textbox")).toHaveCount(0);
      }
    });
  }
});
