import { expect, test } from "@playwright/test";
import { expectSentToLogin, logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";

// Each test removes the colour it makes: the e2e server's content is shared with the other specs.

test.describe("anonymous", () => {
  test("the colour screens lead to the login", async ({ page }) => {
    for (const path of ["/manage/squidex/colors", "/manage/colors"]) await expectSentToLogin(page, path);
  });
});

test.describe("editor", () => {
  logInBeforeEach();

  const cases = [
    {
      lang: "de",
      heading: "Palettenfarben",
      create: "Neue Farbe anlegen",
      nameDe: "Name (Deutsch)",
      nameEn: "Name (Englisch)",
      hex: "Hex-Code",
      submit: "Farbe anlegen",
      badHex: /Bad Hex: Ein Hex-Code ist # und genau 3 oder 6/,
      created: "„Prüfgrün DE“ wurde angelegt.",
      edit: "„Prüfgrün DE“ bearbeiten",
      save: "Speichern",
      saved: "„Prüfgrün DE“ wurde gespeichert.",
      del: "„Prüfgrün DE“ löschen",
      confirm: "„Prüfgrün DE“ endgültig löschen",
      deleted: "Die Farbe wurde gelöscht.",
      terracotta: "Terrakotta",
      onWhite: "zu Weiß",
      inUse: /„Salbei“ kann nicht gelöscht werden: \d+ Seite/,
      salbeiDelete: "„Salbei“ löschen",
    },
    {
      lang: "en",
      heading: "Palette colours",
      create: "Create a new colour",
      nameDe: "Name (German)",
      nameEn: "Name (English)",
      hex: "Hex code",
      submit: "Create colour",
      badHex: /Bad Hex: a hex code is # followed by exactly 3 or 6/,
      created: "“Test green EN” was created.",
      edit: "Edit “Test green EN”",
      save: "Save",
      saved: "“Test green EN” was saved.",
      del: "Delete “Test green EN”",
      confirm: "Delete “Test green EN” for good",
      deleted: "The colour was deleted.",
      terracotta: "Terracotta",
      onWhite: "against white",
      inUse: /“Sage” cannot be deleted: \d+ page/,
      salbeiDelete: "Delete “Sage”",
    },
  ] as const;

  for (const c of cases) {
    test(`palette colours in ${c.lang}: Bad Hex, create, edit, delete; a colour in use is kept`, async ({ page }) => {
      await page.goto(`/manage/squidex/colors?lang=${c.lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
      // Names in the admin's language, each colour with its contrast ratings.
      const terracotta = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: c.terracotta, exact: true }) });
      await expect(terracotta).toContainText("#c2643f");
      await expect(terracotta.getByRole("listitem").filter({ hasText: c.onWhite })).toContainText(/4[.,]04:1/);
      expect(await violations(page), `list ${c.lang}`).toEqual([]);

      // A bad hex is refused with "Bad Hex" beside the field; nothing is saved and what was typed stays.
      await page.getByText(c.create).click();
      await page.getByLabel(c.nameDe).fill(`Prüfgrün ${c.lang.toUpperCase()}`);
      await page.getByLabel(c.nameEn).fill(`Test green ${c.lang.toUpperCase()}`);
      await page.getByLabel(c.hex, { exact: true }).fill("#12345");
      await page.getByRole("button", { name: c.submit }).click();
      await expect(page.getByText(c.badHex)).toBeVisible();
      await expect(page.getByLabel(c.hex, { exact: true })).toHaveValue("#12345");
      await expect(page.getByLabel(c.nameDe)).toHaveValue(`Prüfgrün ${c.lang.toUpperCase()}`);
      await expect(page.getByLabel(c.hex, { exact: true })).toHaveAttribute("aria-invalid", "true");
      expect(await violations(page), `refused ${c.lang}`).toEqual([]);

      await page.getByLabel(c.hex, { exact: true }).fill("#2e7d32");
      await page.getByRole("button", { name: c.submit }).click();
      const name = c.lang === "de" ? "Prüfgrün DE" : "Test green EN";
      await expect(page.getByText(c.created)).toBeVisible();
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card).toContainText("#2e7d32");

      await card.getByRole("link", { name: c.edit }).click();
      const form = page.getByRole("form", { name: c.edit });
      await form.getByLabel(c.hex, { exact: true }).fill("#abc");
      await form.getByRole("button", { name: c.save }).click();
      await expect(page.getByText(c.saved)).toBeVisible();
      await expect(card).toContainText("#abc");

      await card.getByRole("link", { name: c.del }).click();
      await page.getByRole("button", { name: c.confirm }).click();
      await expect(page.getByText(c.deleted)).toBeVisible();
      await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(0);

      // Salbei paints sections of the demo pages: it is not deleted, and the pages are named.
      await page.getByRole("link", { name: c.salbeiDelete }).click();
      await expect(page.getByText(c.inUse)).toBeVisible();
      await expect(page.getByRole("button", { name: /endgültig löschen|for good/ })).toHaveCount(0);
    });
  }

  test("the colour form in en: a live swatch and contrast while typing, Bad Hex once the field is left", async ({ page }) => {
    await page.goto("/manage/squidex/colors?lang=en");
    await page.getByText("Create a new colour").click();
    const hex = page.getByLabel("Hex code", { exact: true });
    const live = page.getByRole("region", { name: "How the colour looks" });
    await expect(live).toContainText("As soon as there is a valid hex code");
    await hex.fill("#000");
    await expect(live.locator("[data-swatch]")).toHaveCSS("background-color", "rgb(0, 0, 0)");
    await expect(live.getByRole("listitem").filter({ hasText: "against white" })).toContainText("21.00:1");
    await expect(live.getByRole("listitem").filter({ hasText: "against black" })).toContainText("1.00:1");
    // While typing, no message yet; once focus leaves, Bad Hex — and it follows every later keystroke.
    await hex.fill("#12345");
    await expect(live).toContainText("As soon as there is a valid hex code");
    await expect(page.getByText(/Bad Hex: a hex code is #/)).toHaveCount(0);
    await hex.blur();
    await expect(page.getByText(/Bad Hex: a hex code is #/)).toBeVisible();
    await expect(hex).toHaveAttribute("aria-invalid", "true");
    expect(await violations(page)).toEqual([]);
    await hex.fill("#123456");
    await expect(page.getByText(/Bad Hex: a hex code is #/)).toHaveCount(0);
    await expect(hex).not.toHaveAttribute("aria-invalid", "true");
    await expect(live.locator("[data-swatch]")).toHaveCSS("background-color", "rgb(18, 52, 86)");
  });

  test("a post the form cannot send is a 400 and changes nothing", async ({ page, baseURL }) => {
    const response = await page.request.post("/manage/squidex/colors", { form: { action: "update", id: "../x", version: "1" }, headers: { origin: baseURL! } });
    expect(response.status()).toBe(400);
    const bad = await page.request.post("/manage/squidex/colors", {
      form: { action: "create", name_de: "X", name_en: "X", hexcode: "javascript:1" },
      headers: { origin: baseURL! },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Bad Hex");
  });

  for (const lang of ["de", "en"] as const) {
    test(`the palette overview in ${lang}: theme and palette colours, a contrast matrix marking what fails AA`, async ({ page }) => {
      await page.goto(`/manage/colors?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "de" ? "Farben & Kontraste" : "Colours & contrast");
      const matrix = page.getByRole("table");
      await expect(matrix.getByRole("rowheader").first()).toBeVisible();
      // The theme's text colour on its white passes; the neutral colour on white fails and is marked.
      await expect(page.getByText(lang === "de" ? /\d+ Paare erreichen AA/ : /\d+ pairs do not reach AA/)).toBeVisible();
      await expect(matrix.getByText(lang === "de" ? "✕ ungenügend" : "✕ fails").first()).toBeVisible();
      await expect(page.getByRole("link", { name: lang === "de" ? "Hauptfarbe" : "Main colour" }).first()).toHaveAttribute(
        "href",
        "/manage/tailwind#theme-colorMain",
      );
      expect(await violations(page), `overview ${lang}`).toEqual([]);
    });
  }
});
