import { expect, test } from "@playwright/test";

const OSM = /^https:\/\/(www\.)?openstreetmap\.org\//;

for (const javaScriptEnabled of [false, true]) {
  test.describe(`embed on the contact page, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the provider gets no request before the click; the click loads the embed in place", async ({ page }) => {
      // No internet here: answer the provider's embed page with a stand-in.
      await page.route(OSM, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>stand-in map</p>" }));
      const provider: string[] = [];
      page.on("request", (request) => OSM.test(request.url()) && provider.push(request.url()));
      await page.goto("/kontakt");
      await page.waitForLoadState("networkidle");
      const frame = page.frameLocator('iframe[title="Karte: Atemraum in Leipzig-Plagwitz"]');
      await expect(frame.getByText("Hier wird ein Inhalt von OpenStreetMap angezeigt.", { exact: false })).toBeVisible();
      expect(provider).toEqual([]);

      await frame.getByRole("link", { name: /^Externen Inhalt laden/ }).click();
      await expect(frame.getByText("stand-in map")).toBeVisible();
      expect(provider).toHaveLength(1);
      expect(provider[0]).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
      expect(new URL(page.url()).pathname).toBe("/kontakt");
      expect(page.frames().some((f) => f.url() === provider[0])).toBe(true);
    });
  });
}

test("the English placeholder speaks English", async ({ page }) => {
  await page.goto("/en/contact");
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("link", { name: /^Load external content/ })).toBeVisible();
  await expect(frame.locator("html")).toHaveAttribute("lang", "en");
});
