import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedClient, type EmbeddedClient } from "../../../tests/support/lib/cms/embedded-client.ts";
import { handleMenuForm, loadMenus } from "./menu-admin.ts";
import { SETTINGS_SCHEMA } from "./menus-field.ts";

let embedded: EmbeddedClient;

beforeAll(async () => {
  embedded = embeddedClient();
  const json = (name: string) => ({ name, partitioning: "invariant", properties: { fieldType: "Json" } });
  await embedded.cms.schemas.create({ name: SETTINGS_SCHEMA, isPublished: true, fields: [json("menus"), json("mainNavigation"), json("footerNavigation")] });
  await embedded.cms.contents.create(SETTINGS_SCHEMA, { menus: { iv: { main: [], footer: [] } } }, { publish: true });
});
afterAll(() => embedded.close());

/** Posts the menu editor's "add an address" form for the footer menu, as the page sends it. */
async function addLink(url: string) {
  const { version } = await loadMenus(embedded.cms);
  const body = new URLSearchParams({ action: "add-link", menu: "footer", version: String(version), url, label_de: "Ziel", label_en: "Target" });
  return handleMenuForm(
    embedded.cms,
    new Request("http://site/manage/pages/menus", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
  );
}

describe("the menu editor's addresses", () => {
  it("stores a bare domain as its https address and other addresses as typed", async () => {
    for (const [typed, stored] of [
      ["www.example.org/x", "https://www.example.org/x"],
      ["example.org", "https://example.org"],
      ["/kurse", "/kurse"],
      ["mailto:info@example.org", "mailto:info@example.org"],
      ["tel:+4930123456", "tel:+4930123456"],
    ]) {
      expect(await addLink(typed!), typed).toMatchObject({ ok: true });
      expect((await loadMenus(embedded.cms)).menus.footer.at(-1)?.url, typed).toBe(stored);
    }
  });

  it("refuses script, data and plain http addresses, changing nothing", async () => {
    const before = (await loadMenus(embedded.cms)).menus.footer;
    for (const typed of ["javascript:alert(1)", "data:text/html,x", "http://example.org", "#oben"]) {
      expect(await addLink(typed), typed).toMatchObject({ ok: false, status: 400, problem: "url" });
    }
    expect((await loadMenus(embedded.cms)).menus.footer).toEqual(before);
  });
});
