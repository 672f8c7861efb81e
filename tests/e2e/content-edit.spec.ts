import { expect, test } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";

// Writes only an item of its own (a newsletter recipient, which no page shows) and deletes it at the end.

test.describe("editing a content item", () => {
  logInBeforeEach();

  test("create with validation, edit, publish, compare versions, restore and delete (en)", async ({ page }) => {
    const email = `e2e-${Date.now()}@example.test`;
    await page.goto("/manage/squidex/recipients?lang=en");
    await page.getByRole("link", { name: "New item" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New item: Newsletter recipients" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // The button is enabled once the form runs (typing before that would be lost to hydration).
    await expect(page.getByRole("button", { name: "Create" })).toBeEnabled();

    // Bad e-mail and no name: messages beside the fields, what was typed kept.
    await page.getByRole("textbox", { name: "E-mail" }).fill("not-an-email");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Form incomplete.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Name is required.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("not-an-email");

    await page.getByRole("textbox", { name: "E-mail" }).fill(email);
    await page.getByRole("textbox", { name: "Name" }).fill("Erika E2E");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("The item was created as a draft.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(email);
    await expect(page.locator("[data-status]").first()).toHaveText("Draft");

    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    await page.getByRole("textbox", { name: "Name" }).fill("Erika Mustermann");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The changes are saved.")).toBeVisible();

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("The item is published.")).toBeVisible();
    await expect(page.locator("[data-status]").first()).toHaveText("Published");

    await page.getByRole("link", { name: "Compare version 0 with the current one" }).click();
    const diff = page.getByRole("table", { name: /Version 0 compared with version \d+ \(current\)/ });
    await expect(diff.getByRole("row", { name: /Name/ })).toContainText("Erika E2E");
    await expect(diff.getByRole("row", { name: /Name/ })).toContainText("Erika Mustermann");
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: "Restore version 0" }).click();
    await expect(page.getByText("The older version was saved as a new version.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Erika E2E");

    await page.getByRole("link", { name: "Delete …" }).click();
    await expect(page.getByText(`Really delete “${email}”?`)).toBeVisible();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByText("The item was deleted.")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("No items match the search.")).toBeVisible();
  });

  test("the form speaks German with German labels and messages (de)", async ({ page }) => {
    await page.goto("/manage/squidex/recipients/new?lang=de");
    await expect(page.getByRole("heading", { level: 1, name: "Neuer Eintrag: Newsletter-Empfänger" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Anlegen" })).toBeEnabled();
    await expect(page.getByText("Kleinbuchstaben; die Website findet Empfänger darüber")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Angemeldet" })).toBeVisible();
    await page.getByRole("textbox", { name: "E-Mail" }).fill("kaputt");
    await page.getByRole("button", { name: "Anlegen" }).click();
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();
    await expect(page.getByText("Formular unvollständig.")).toBeVisible();
    await expect(page.getByText("Name ist ein Pflichtfeld.")).toBeVisible();
  });

  test("a practitioner's form arrives with its tag lists and coordinates and runs without a blocked script or an error (de)", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/manage/squidex/practitioners?lang=de");
    const first = page.locator("main table tbody a").first();
    const path = await first.getAttribute("href");
    // The server's HTML already has the controls, none waiting behind a placeholder.
    const html = await (await page.request.get(`${path}`)).text();
    expect(html).toContain('data-path="coords.iv"');
    expect(html).not.toContain("aria-busy");
    await first.click();
    await expect(page.getByRole("button", { name: "Speichern" })).toBeEnabled();
    await expect(page.getByRole("group", { name: "Koordinaten" }).getByRole("textbox", { name: "Breitengrad" })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
