import { expect, test } from "@playwright/test";

test("the home hero offers WebP variants and the browser loads one of them as image/webp", async ({ page }) => {
  const images: { url: string; type: string }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image") images.push({ url: response.url(), type: response.headers()["content-type"] ?? "" });
  });
  await page.goto("/");
  const hero = page.getByRole("img", { name: "Weiche Kreise in warmem Morgenlicht" });
  await expect(hero).toHaveJSProperty("complete", true);
  const srcset = (await hero.getAttribute("srcset")) ?? "";
  const candidates = srcset.split(", ");
  expect(candidates.length).toBeGreaterThan(2);
  for (const candidate of candidates) expect(candidate).toMatch(/^\/cms\/api\/assets\/[^ ]+[?&]format=webp[^ ]* \d+w$/);

  const current = await hero.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
  expect(current.src).toContain("format=webp");
  expect(current.width).toBeGreaterThan(0);
  const loaded = images.find((image) => image.url === current.src);
  expect(loaded?.type).toBe("image/webp");
  expect(images.filter((image) => image.url.includes(new URL(current.src).pathname)).every((image) => image.type === "image/webp")).toBe(true);
});
