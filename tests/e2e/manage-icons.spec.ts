import { expect, test } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";

logInBeforeEach();

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
const MALICIOUS = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><script>alert(2)</script><foreignObject><div>x</div></foreignObject><path d="M4 12h16" onclick="steal()"/></svg>`;

test("an uploaded SVG is cleaned with the removals shown first; then search, rename, critical flag and delete (de)", async ({ page, baseURL }) => {
  const name = unique("e2e-pfeil");
  await page.goto("/manage/squidex/icons?lang=de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Icons");
  await page.getByText("Icon hinzufügen").click();
  expect(await violations(page), "list with the add form").toEqual([]);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("SVG-Datei").setInputFiles({ name: "pfeil.svg", mimeType: "image/svg+xml", buffer: Buffer.from(MALICIOUS) });
  await page.getByRole("button", { name: "Prüfen und speichern" }).click();

  const review = page.getByRole("region", { name: `Vor dem Speichern von „${name}“ prüfen` });
  const removed = review.getByRole("list", { name: "Entfernt" });
  await expect(removed).toContainText("Skript entfernt (<script>, 1×)");
  await expect(removed).toContainText("Event-Handler onload an <svg> entfernt (1×)");
  await expect(removed).toContainText("Event-Handler onclick an <path> entfernt (1×)");
  await expect(removed).toContainText("Element <foreignObject> entfernt (1×)");
  await expect(review.locator("pre").first()).toContainText("<script>alert(2)</script>");
  await expect(review.locator("pre").nth(1)).not.toContainText("script");
  await expect(review.locator("pre").nth(1)).toContainText('<path d="M4 12h16"></path>');
  expect(await violations(page), "review").toEqual([]);
  // Nothing is stored before the editor confirms.
  expect(await (await page.request.get(`/manage/squidex/icons?lang=de&q=${name}`)).text()).toContain(`Kein Icon passt zu „${name}“.`);
  await page.getByRole("button", { name: "Bereinigte Fassung speichern" }).click();
  await expect(page.getByRole("status")).toContainText(`Das Icon „${name}“ wurde gespeichert und veröffentlicht.`);

  // Search by name.
  await page.getByLabel("Icons nach Namen suchen").fill(name);
  await page.getByRole("button", { name: "Anzeigen" }).click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toHaveCount(1);
  expect(await card.locator("svg").evaluate((svg) => svg.outerHTML)).not.toMatch(/onload|onclick|script|foreignObject/i);
  await expect(card).toContainText("Auf keiner Seite verwendet.");

  // The picker's source: the published icons through the content API.
  const published = await page.request.get(`/cms/api/content/baukasten/icons?$filter=data/name/iv eq '${name}'`, { headers: { origin: baseURL! } });
  const items = ((await published.json()) as { items: { data: { svg: { iv: string } } }[] }).items;
  expect(items).toHaveLength(1);
  expect(items[0]!.data.svg.iv).not.toMatch(/script|onload/);

  // Rename.
  const renamed = `${name}-neu`;
  await card.getByLabel(`Neuer Name für „${name}“`).fill(renamed);
  await card.getByRole("button", { name: "Umbenennen" }).click();
  await expect(page.getByRole("status")).toContainText(`Das Icon heißt jetzt „${renamed}“.`);

  // Critical flag.
  await page.goto(`/manage/squidex/icons?q=${renamed}`);
  await page.getByRole("button", { name: `„${renamed}“ als kritisch markieren (mit jeder Seite laden)` }).click();
  await expect(page.getByRole("status")).toContainText(`„${renamed}“ wird jetzt mit jeder Seite geladen.`);
  await page.goto(`/manage/squidex/icons?q=${renamed}`);
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: renamed }) })).toContainText("Kritisch");

  // Delete: a confirmation step first; cancelling keeps the icon.
  await page.getByRole("link", { name: `„${renamed}“ löschen` }).click();
  const confirm = page.getByRole("region", { name: `Icon „${renamed}“ wirklich löschen?` });
  await expect(confirm).toContainText("Das lässt sich nicht rückgängig machen.");
  expect(await violations(page), "delete confirmation").toEqual([]);
  await confirm.getByRole("link", { name: "Abbrechen" }).click();
  await expect(page.getByRole("region", { name: `Icon „${renamed}“ wirklich löschen?` })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: renamed })).toBeVisible();
  await page.getByRole("link", { name: `„${renamed}“ löschen` }).click();
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByRole("status")).toContainText(`Das Icon „${renamed}“ wurde gelöscht.`);
  await page.goto(`/manage/squidex/icons?q=${renamed}`);
  await expect(page.getByText(`Kein Icon passt zu „${renamed}“.`)).toBeVisible();
});

test("an icon a page uses cannot be deleted, and the page is named (en); a clean paste is saved at once", async ({ page, baseURL }) => {
  const name = unique("e2e-star");
  await page.goto("/manage/squidex/icons?lang=en");
  await page.getByText("Add an icon").click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page
    .getByLabel("or SVG markup")
    .fill(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z"/></svg>`);
  await page.getByRole("button", { name: "Check and save" }).click();
  await expect(page.getByRole("status")).toContainText(`The icon “${name}” was saved and published.`);

  const schema = (await (await page.request.get("/cms/api/apps/baukasten/schemas/block-icon", { headers: { origin: baseURL! } })).json()) as { id: string };
  const title = unique("Star page");
  const created = await page.request.post("/cms/api/content/baukasten/pages?publish=false", {
    headers: { origin: baseURL! },
    data: {
      title: { de: title, en: title },
      critical: { iv: false },
      seo: {
        de: { seotitle: "", slug: title.toLowerCase().replace(/ /g, "-"), description: "" },
        en: { seotitle: "", slug: title.toLowerCase().replace(/ /g, "-"), description: "" },
      },
      blocks: { iv: [{ id: "i1", schemaName: "block-icon", schemaId: schema.id, active: true, fields: { icon: { iv: name } } }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pageId = ((await created.json()) as { id: string }).id;
  try {
    await page.goto(`/manage/squidex/icons?q=${name}`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toContainText("Used on 1 page:");
    await expect(card.getByRole("link", { name: title })).toBeVisible();
    // The confirmation step names the page and offers no delete.
    await page.getByRole("link", { name: `Delete “${name}”` }).click();
    const confirm = page.getByRole("region", { name: `Really delete the icon “${name}”?` });
    await expect(confirm).toContainText(`“${name}” cannot be deleted while it is in use. Remove it there first:`);
    await expect(confirm.getByRole("link", { name: title })).toHaveAttribute("href", `/manage/pages/${pageId}`);
    await expect(confirm.getByRole("button")).toHaveCount(0);
    expect(await violations(page), "confirmation of a used icon en").toEqual([]);
    // A delete posted anyway is refused by the server, naming the page.
    const id = new URL(page.url()).searchParams.get("id")!;
    const refused = await page.request.post("/manage/squidex/icons?lang=en", { headers: { origin: baseURL! }, form: { action: "delete", id } });
    expect(refused.status()).toBe(409);
    const alertHtml = await refused.text();
    expect(alertHtml).toContain(`“${name}” was not deleted because these pages use it:`);
    expect(alertHtml).toContain(`href="/manage/pages/${pageId}"`);
    await page.goto(`/manage/squidex/icons?q=${name}`);
    await expect(page.getByRole("heading", { name })).toBeVisible();
  } finally {
    await page.request.delete(`/cms/api/content/baukasten/pages/${pageId}`, { headers: { origin: baseURL! } });
  }
});

test("an icon the backend navigation shows is counted as used: named there, and its rename and delete are refused (de)", async ({ page, baseURL }) => {
  // The seed's backend navigation shows "palette" beside its group "Gestaltung" and that group's item "Palettenfarben"; no page shows it.
  await page.goto("/manage/squidex/icons?lang=de&q=palette");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "palette", exact: true }) });
  await expect(card).toContainText("In der Backend-Navigation: Gestaltung, Gestaltung › Palettenfarben");
  await page.getByRole("link", { name: "„palette“ löschen" }).click();
  const confirm = page.getByRole("region", { name: "Icon „palette“ wirklich löschen?" });
  await expect(confirm).toContainText("„palette“ kann nicht gelöscht werden, solange es verwendet wird.");
  await expect(confirm).toContainText("In der Backend-Navigation: Gestaltung, Gestaltung › Palettenfarben");
  await expect(confirm.getByRole("button")).toHaveCount(0);

  const id = new URL(page.url()).searchParams.get("id")!;
  const renamed = await page.request.post("/manage/squidex/icons?lang=de", {
    headers: { origin: baseURL! },
    form: { action: "rename", id, name: "palette-neu" },
  });
  expect(renamed.status()).toBe(409);
  expect(await renamed.text()).toContain("„palette“ wurde nicht umbenannt: Die Backend-Navigation verweist mit diesem Namen darauf:");
  const deleted = await page.request.post("/manage/squidex/icons?lang=de", { headers: { origin: baseURL! }, form: { action: "delete", id } });
  expect(deleted.status()).toBe(409);
  expect(await deleted.text()).toContain("„palette“ wurde nicht gelöscht, weil die Backend-Navigation es zeigt:");
  await page.goto("/manage/squidex/icons?q=palette");
  await expect(page.getByRole("heading", { name: "palette", exact: true })).toBeVisible();
});
