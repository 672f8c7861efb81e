import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { type Site } from "../helpers/site.ts";
import { startSiteAsEditor } from "../helpers/http.ts";

let site: Site;
let editor: string;
beforeAll(async () => void ({ site, cookie: editor } = await startSiteAsEditor()));
afterAll(async () => {
  await site?.stop();
});

const LEAK = /SQLITE|sqlite|SELECT\s|INSERT\s|syntax error near|\bat\s+\S+\s+\(.*:\d+:\d+\)|node:internal|ReferenceError|TypeError/;
const APP = "baukasten";

const shaped: Record<string, fc.Arbitrary<unknown>> = {
  "/api/rest": fc.record(
    {
      url: fc.oneof(fc.constant(`api/content/${APP}/pages`), fc.string(), fc.webUrl()),
      language: fc.oneof(fc.constantFrom("de", "en"), fc.string()),
      cache: fc.anything(),
      unpublished: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  "/api/graphql": fc.record(
    {
      graphquery: fc.oneof(fc.constant("{ queryPagesContents { id } }"), fc.string(), fc.constant("{ " + "a { ".repeat(40) + "}".repeat(41))),
      key: fc.anything(),
      language: fc.constantFrom("de", "en", ""),
      cache: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
  "/api/getcontentitem": fc.record(
    {
      url: fc.oneof(fc.constant(`api/content/${APP}/pages`), fc.string()),
      id: fc.oneof(fc.uuid(), fc.string()),
      language: fc.constantFrom("de", "en", "xx"),
      cache: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  "/api/getassets": fc.record({ language: fc.anything(), cache: fc.anything() }, { requiredKeys: [] }),
  "/api/schemas": fc.anything(),
  "/api/getThirdPartyScripts": fc.record(
    { url: fc.oneof(fc.constant(`api/content/${APP}/global-settings`), fc.string()), language: fc.string(), cache: fc.anything() },
    { requiredKeys: [] },
  ),
  "/api/_auth/login": fc.record(
    { email: fc.oneof(fc.emailAddress(), fc.string(), fc.anything()), password: fc.oneof(fc.string(), fc.anything()), superuser: fc.boolean() },
    { requiredKeys: [] },
  ),
  "/api/hooks/content": fc.record({ type: fc.anything(), payload: fc.anything() }, { requiredKeys: [] }),
  "/manage/flushcache": fc.anything(),
};

const body = (path: string) =>
  fc.oneof(
    shaped[path]!.map((v) => ({ text: JSON.stringify(v) ?? "null", type: "application/json" })),
    fc.json().map((text) => ({ text, type: "application/json" })),
    fc.string({ unit: "binary", maxLength: 300 }).map((text) => ({ text, type: "application/json" })),
    fc
      .tuple(
        fc.string({ maxLength: 200 }),
        fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1", "", "multipart/form-data"),
      )
      .map(([text, type]) => ({ text, type })),
  );

describe("fuzzed POST bodies", () => {
  for (const path of Object.keys(shaped)) {
    it(`${path}: 200 runs, no 5xx, no internals`, async () => {
      await fc.assert(
        fc.asyncProperty(body(path), fc.boolean(), async ({ text, type }, asEditor) => {
          const headers: Record<string, string> = { origin: site.url };
          if (type) headers["content-type"] = type;
          if (asEditor) headers.cookie = editor;
          const res = await fetch(`${site.url}${path}`, { method: "POST", headers, body: text, redirect: "manual" });
          const answer = await res.text();
          expect(res.status, `${path} ${type} ${text.slice(0, 200)}`).toBeLessThan(500);
          expect(answer).not.toMatch(LEAK);
        }),
        { numRuns: 200 },
      );
    });
  }

  it("the server is still up and serving", async () => {
    const res = await fetch(`${site.url}/api/_auth/session`);
    expect(res.status).toBe(200);
    expect(site.output()).not.toMatch(/unhandled|uncaught/i);
  });
});
