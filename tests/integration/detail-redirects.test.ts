import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type Site } from "../helpers/site.ts";
import { call } from "../helpers/http.ts";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.stop());

const get = (path: string) => call(site, path);

// The seed's first challenge: "Drei Atemzüge vor jeder Mail" / "Three breaths before every email".
const DE = "drei-atemzuege-vor-jeder-mail";
const EN = "three-breaths-before-every-email";

describe("a challenge's slug in the other language", () => {
  it("redirects (301) to the slug of the requested language, in every path form", async () => {
    for (const [from, to] of [
      [`/en/weekly-challenge/${DE}`, `/en/weekly-challenge/${EN}`],
      [`/weekly-challenge/${EN}`, `/weekly-challenge/${DE}`],
      [`/de/weekly-challenge/${EN}`, `/weekly-challenge/${DE}`],
    ] as const) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
      const target = await get(to);
      expect(target.status, to).toBe(200);
    }
  });

  it("keeps the slug of the requested language at 200 and an unknown slug at 404", async () => {
    expect((await get(`/en/weekly-challenge/${EN}`)).status).toBe(200);
    expect((await get(`/weekly-challenge/${DE}`)).status).toBe(200);
    expect((await get("/en/weekly-challenge/no-such-challenge")).status).toBe(404);
  });
});
