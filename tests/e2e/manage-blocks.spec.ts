import { expect, test, type Page } from "@playwright/test";
import { expectSentToLogin, logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";

// Each test makes block types and pages of its own (random names): the e2e site is shared.
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
const MISSING_TAG_DE = /Das Feld „title“ hat keinen Tag, mit dem es bearbeitet werden kann\. Ein String-Feld unterstützen: editor:text, editor:textarea/;

test.describe("signed in", () => {
  logInBeforeEach();

  async function openCreate(page: Page, lang: "de" | "en") {
    await page.goto(`/manage/blocks?lang=${lang}`);
    await page.getByText(lang === "de" ? "Eigenen Blocktyp anlegen" : "Create a block type").click();
  }

  test("a dynamic block: refused without a supporting tag, created, edited, deleted only when no page uses it (de)", async ({ page, baseURL }) => {
    const name = unique("e2e-teaser");
    await openCreate(page, "de");
    expect(await violations(page), "list with the create form").toEqual([]);
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Bezeichnung (Deutsch)").fill("Teaser-Kasten");
    await page.getByLabel("Bezeichnung (Englisch)").fill("Teaser box");
    await page.getByLabel("Feldname").fill("title");
    await page.getByLabel("Darstellungs-Tag").selectOption("view:heading");
    await page.getByRole("button", { name: "Blocktyp anlegen" }).click();

    // Refused, the message names the field and the tags that would support it; what was typed stays.
    await expect(page.getByRole("alert")).toContainText(MISSING_TAG_DE);
    await expect(page.getByLabel("Editor-Tag")).toHaveAccessibleDescription(MISSING_TAG_DE);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    expect(await violations(page), "refused form").toEqual([]);
    expect((await page.request.get(`/manage/blocks/${name}`)).status()).toBe(404);

    await page.getByLabel("Editor-Tag").selectOption("editor:text");
    await page.getByRole("button", { name: "Blocktyp anlegen" }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/blocks/${name}\\?done=created$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Teaser-Kasten");
    await expect(page.getByRole("status")).toContainText("Der Blocktyp „Teaser-Kasten“ wurde angelegt.");
    await expect(page.getByTestId("block-preview").getByRole("heading", { name: "title" })).toBeVisible();
    expect(await violations(page), "details").toEqual([]);

    // Edit: another field with a default, shown in the preview.
    await page.getByRole("button", { name: "Weiteres Feld" }).click();
    const row = page.getByRole("group", { name: "Neues Feld 2" });
    await row.getByLabel("Feldname").fill("body");
    await row.getByLabel("Editor-Tag").selectOption("editor:textarea");
    await row.getByLabel("Darstellungs-Tag").selectOption("view:text");
    await row.getByLabel("Standardwert").fill("Hallo Welt");
    await page.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(page.getByRole("status")).toContainText("Die Änderungen an „Teaser-Kasten“ wurden gespeichert.");
    await expect(page.getByTestId("block-preview")).toContainText("Hallo Welt");
    await expect(page.getByRole("group", { name: "Feld „body“" })).toBeVisible();

    // A page using it: the delete is refused and names the page.
    const schema = (await (await page.request.get(`/cms/api/apps/baukasten/schemas/${name}`, { headers: { origin: baseURL! } })).json()) as { id: string };
    const title = unique("Teaser-Seite");
    const created = await page.request.post("/cms/api/content/baukasten/pages?publish=false", {
      headers: { origin: baseURL! },
      data: {
        title: { de: title, en: title },
        critical: { iv: false },
        seo: { de: { seotitle: "", slug: title.toLowerCase(), description: "" }, en: { seotitle: "", slug: title.toLowerCase(), description: "" } },
        blocks: { iv: [{ id: "t1", schemaName: name, schemaId: schema.id, active: true, fields: { title: { de: "Hallo", en: "Hello" } } }] },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const pageIdCreated = ((await created.json()) as { id: string }).id;
    await page.reload();
    await expect(page.getByRole("region", { name: "Verwendung" }).getByRole("link", { name: title })).toBeVisible();
    await page.getByRole("button", { name: "Blocktyp löschen" }).click();
    await expect(page.getByRole("alert")).toContainText("„Teaser-Kasten“ wurde nicht gelöscht.");
    await expect(page.getByRole("alert").getByRole("link", { name: title })).toHaveAttribute("href", `/manage/pages/${pageIdCreated}`);
    expect((await page.request.get(`/manage/blocks/${name}`)).status()).toBe(200);

    // Unused again: deleted.
    const removed = await page.request.delete(`/cms/api/content/baukasten/pages/${pageIdCreated}`, { headers: { origin: baseURL! } });
    expect(removed.ok()).toBe(true);
    await page.goto(`/manage/blocks/${name}`);
    await page.getByRole("button", { name: "Blocktyp löschen" }).click();
    await expect(page).toHaveURL(/\/manage\/blocks\?done=deleted/);
    await expect(page.getByRole("status")).toContainText(`Der Blocktyp „${name}“ wurde gelöscht.`);
    expect((await page.request.get(`/manage/blocks/${name}`)).status()).toBe(404);
  });

  test("a dynamic block with a colour and an icon: named by its label in the add-block dialog, edited by the pickers, painted on the canvas", async ({
    page,
  }) => {
    const name = unique("e2e-hinweis");
    const label = { de: `Hinweis ${name.slice(-6)}`, en: `Notice ${name.slice(-6)}` };
    await openCreate(page, "de");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Bezeichnung (Deutsch)").fill(label.de);
    await page.getByLabel("Bezeichnung (Englisch)").fill(label.en);
    const rows = [
      { field: "title", type: "String", editor: "editor:text", view: "view:heading" },
      { field: "background", type: "References", editor: "editor:color", view: "view:background" },
      { field: "icon", type: "String", editor: "editor:icon", view: "view:icon" },
    ];
    for (const [i, row] of rows.entries()) {
      if (i > 0) await page.getByRole("button", { name: "Weiteres Feld" }).click();
      const group = page.getByRole("group", { name: `Neues Feld ${i + 1}` });
      await group.getByLabel("Feldname").fill(row.field);
      await group.getByLabel("Typ").selectOption(row.type);
      await group.getByLabel("Editor-Tag").selectOption(row.editor);
      await group.getByLabel("Darstellungs-Tag").selectOption(row.view);
    }
    await page.getByRole("button", { name: "Blocktyp anlegen" }).click();
    await expect(page.getByRole("status")).toContainText(`Der Blocktyp „${label.de}“ wurde angelegt.`);
    await expect(page.getByRole("group", { name: "Feld „background“" }).getByLabel("Typ")).toHaveValue("References");

    // The builder offers it by its label and edits the colour and the icon with its pickers.
    await page.goto("/ueber-uns");
    await page.getByRole("button", { name: "Bearbeiten", exact: true }).click();
    await page.getByRole("button", { name: "Block hinzufügen", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Block hinzufügen" });
    await dialog.getByLabel("Komponente suchen").fill(label.de);
    await expect(dialog.getByRole("option")).toHaveCount(1);
    await dialog.getByRole("option", { name: label.de }).click();
    await dialog.getByRole("button", { name: "Einfügen" }).click();
    await expect(dialog).toHaveCount(0);
    const handle = page.locator("[data-block-handle]").filter({ hasText: new RegExp(`^${label.de}$`) });
    await expect(handle).toHaveCount(1);
    const blockId = await handle.getAttribute("data-block-handle");
    const block = page.locator(`[data-block-id="${blockId}"]`);

    const colour = page.locator("[data-reference-field]");
    await colour.getByRole("button", { name: "background auswählen …" }).click();
    const colours = page.getByRole("dialog", { name: "background auswählen" });
    await colours.getByRole("option", { name: "Salbei" }).click();
    await colours.getByRole("button", { name: "Fertig" }).click();
    await expect(colours).toHaveCount(0);
    await expect(colour.locator("[data-chosen-name]")).toHaveText("Salbei");

    await page.getByRole("button", { name: "Icon auswählen …" }).click();
    const icons = page.getByRole("dialog", { name: "icon auswählen" });
    await icons.getByRole("searchbox", { name: "Nach Namen suchen" }).fill("calendar");
    await icons.getByRole("option", { name: "calendar", exact: true }).click();
    await icons.getByRole("button", { name: "Fertig" }).click();
    await expect(icons).toHaveCount(0);

    const painted = block.locator(`[data-block="${name}"]`);
    // Salbei, #5b7f6a.
    await expect(painted).toHaveCSS("background-color", "rgb(91, 127, 106)");
    await expect(painted.locator("svg")).toBeVisible();
    expect(await violations(page, ["[data-reference-field]"])).toEqual([]);

    // In English the builder names it in English.
    await page.goto("/en/about");
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByRole("button", { name: "Add a block", exact: true }).click();
    const english = page.getByRole("dialog", { name: "Add a block" });
    await english.getByLabel("Search components").fill(label.en);
    await expect(english.getByRole("option", { name: label.en })).toHaveCount(1);
  });

  test("the server refuses a field without a supporting tag, by form post and through the proxy, with nothing written", async ({ page, baseURL }) => {
    const name = unique("e2e-direct");
    const posted = await page.request.post("/manage/blocks?lang=en", {
      headers: { origin: baseURL! },
      form: {
        action: "create",
        name,
        label_de: "Direkt",
        label_en: "Direct",
        "field.0.name": "count",
        "field.0.type": "Number",
        "field.0.editor": "editor:text",
      },
    });
    expect(posted.status()).toBe(400);
    expect(await posted.text()).toContain(
      "The field “count” has no supporting tag: editor:text cannot edit a Number field. A Number field is supported by: editor:number.",
    );
    expect((await page.request.get(`/manage/blocks/${name}`)).status()).toBe(404);

    const proxied = await page.request.post("/cms/api/apps/baukasten/schemas", {
      headers: { origin: baseURL!, "accept-language": "en" },
      data: {
        name,
        type: "Component",
        isPublished: true,
        properties: { label: "Direct", tags: ["block"] },
        fields: [{ name: "count", partitioning: "invariant", properties: { fieldType: "Number", tags: ["view:text"] } }],
      },
    });
    expect(proxied.status()).toBe(400);
    const body = (await proxied.json()) as { error: string; details: string[] };
    expect(body.error).toBe("ContentInvalid");
    expect(body.details).toEqual(["fields[1]: The field “count” has no tag it can be edited with. A Number field is supported by: editor:number."]);
    const schemas = (await (await page.request.get("/cms/api/apps/baukasten/schemas", { headers: { origin: baseURL! } })).json()) as {
      items: { name: string }[];
    };
    expect(schemas.items.length).toBeGreaterThan(10);
    expect(schemas.items.map((s) => s.name)).not.toContain(name);
  });

  test("a code block in English: read-only description, fields, preview by its View, its pages; the refusal in English", async ({ page }) => {
    await page.goto("/manage/blocks?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Block types");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Block types" })).toHaveAttribute("aria-current", "page");
    const heading = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Heading", exact: true }) });
    await expect(heading).toContainText("From the code");
    await expect(heading).toContainText(/On \d+ pages?/);
    await heading.getByRole("link", { name: "Heading", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heading");
    await expect(page.getByText("A heading with a choice of level and text style.")).toBeVisible();
    const fields = page.getByRole("table", { name: "Fields of “Heading”" });
    await expect(fields.getByRole("row").filter({ hasText: "text" }).first()).toContainText("editor:text");
    await expect(page.getByTestId("block-preview").getByRole("heading")).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete block type" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Where it is used" }).getByRole("link").first()).toHaveAttribute("href", /^\/manage\/pages\//);
    expect(await violations(page), "code block details").toEqual([]);

    await openCreate(page, "en");
    await page.getByLabel("Name", { exact: true }).fill(unique("e2e-en"));
    await page.getByLabel("Label (German)").fill("Kasten");
    await page.getByLabel("Label (English)").fill("Box");
    await page.getByLabel("Field name").fill("title");
    await page.getByRole("button", { name: "Create block type" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "The field “title” has no tag it can be edited with. A String field is supported by: editor:text, editor:textarea, editor:richtext, editor:select, editor:url, editor:icon.",
    );
    expect(await violations(page), "refused form en").toEqual([]);
  });
});

test("anonymous visitors are sent to the login", async ({ page }) => {
  for (const path of ["/manage/blocks", "/manage/squidex/icons"]) await expectSentToLogin(page, path);
});
