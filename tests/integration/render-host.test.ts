import { networkInterfaces } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { call } from "../helpers/http.ts";
import { startSite, type Site } from "../helpers/site.ts";

/** This machine's first non-loopback IPv4 address, if it has one. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((info) => info && info.family === "IPv4" && !info.internal)?.address;

describe.skipIf(!external)("a server bound to one non-loopback address", () => {
  let site: Site | undefined;
  afterAll(() => site?.stop());

  it("renders its pages by reaching itself on that address", async () => {
    // Another build-check interval changes the settings pages render from: every page is rendered anew at start.
    site = await startSite({ env: { HOST: external!, BUILD_CHECK_INTERVAL_MS: "123456" } });
    const deadline = Date.now() + 60_000;
    while (!/Build \S+ live in \d+ ms: (\d+) of \1 paths rendered/.test(site.output()) && !/failed/i.test(site.output()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(site.output()).toMatch(/Build \S+ live in \d+ ms: (\d+) of \1 paths rendered/);
    const page = await (await call(site, "/ueber-uns")).text();
    expect(page).toContain('data-interval="123456"');
  });
});
