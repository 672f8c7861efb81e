import { expect, test } from "@playwright/test";
import { NEWSLETTERS } from "../../scripts/seed/data/newsletters.ts";
import { RECIPIENTS } from "../../scripts/seed/data/recipients.ts";

const current = [...NEWSLETTERS].sort((a, b) => b.issueDate.localeCompare(a.issueDate))[0]!;
const anna = RECIPIENTS.find((r) => r.subscribed && r.present?.code && r.language === "de")!;
const emily = RECIPIENTS.find((r) => r.subscribed && r.language === "en" && r.present)!;
const others = (own: string) => RECIPIENTS.filter((r) => r.name !== own).map((r) => r.name);

test("a subscriber's newsletter page shows their subscription and the current issue", async ({ page }) => {
  const response = await page.goto(`/newsletter/${anna.email}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
  await expect(page.getByRole("region", { name: "Dein Abonnement" })).toContainText(`Hallo ${anna.name}, du bekommst unseren Newsletter.`);
  const issue = page.getByRole("region", { name: "Aktuelle Ausgabe" });
  await expect(issue.getByRole("heading", { level: 2 }).first()).toHaveText(current.title.de);
  await expect(issue.getByRole("article")).toContainText(current.intro.de);
  for (const name of others(anna.name)) await expect(page.getByText(name)).toHaveCount(0);
});

test("an English subscriber gets the English page; ?lang=de switches it", async ({ page }) => {
  await page.goto(`/newsletter/${emily.email}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("region", { name: "Current issue" }).getByRole("heading", { level: 2 }).first()).toHaveText(current.title.en);
  await page.goto(`/newsletter/${emily.email}?lang=de`);
  await expect(page.getByRole("region", { name: "Aktuelle Ausgabe" }).getByRole("heading", { level: 2 }).first()).toHaveText(current.title.de);
});

test("an unknown address sees the neutral not-subscribed state", async ({ page }) => {
  const response = await page.goto("/newsletter/nobody-here@example.org");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("region", { name: "Dein Abonnement" })).toHaveText(/Für diese Adresse besteht kein Newsletter-Abonnement\./);
});

test("the present page greets the recipient with their present", async ({ page }) => {
  const response = await page.goto(`/present/${anna.email}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hallo ${anna.name}!`);
  const present = page.getByRole("region", { name: "Dein Geschenk" });
  await expect(present).toContainText(anna.present!.title);
  await expect(present.locator("code")).toHaveText(anna.present!.code!);
  for (const name of others(anna.name)) await expect(page.getByText(name)).toHaveCount(0);
  await page.goto(`/present/${emily.email}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello ${emily.name}!`);
});

for (const [route, raw] of [
  ["newsletter", "not-an-email"],
  ["newsletter", "a@b"],
  ["present", "not-an-email"],
  ["present", "nobody-here@example.org"],
] as const) {
  test(`/${route}/${raw} is a 404 Page Not Found`, async ({ page }) => {
    const response = await page.goto(`/${route}/${raw}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.getByText(`Seite nicht gefunden: /${route}/${raw}`)).toBeVisible();
    await page.goto(`/${route}/${raw}?lang=en`);
    await expect(page.getByText(`Page Not Found: /${route}/${raw}?lang=en`)).toBeVisible();
  });
}
