import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentService, type ContentService } from "../../content-service/index.ts";
import { odataString, recipientFilter, recipientQuery } from "./recipient-query.ts";
import { serviceTokens } from "../../../tests/support/content-service/service-tokens.ts";

const APP = "recipients";
let dataDir: string;
let service: ContentService;
let token: string;
const stored = new Set<string>();

const call = (path: string, init: RequestInit = {}) =>
  service.fetch(new Request(`http://x${path}`, { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } }));

async function createRecipient(email: string): Promise<void> {
  const response = await call(`/api/content/${APP}/recipients?publish=true`, { method: "POST", body: JSON.stringify({ email: { iv: email } }) });
  expect(response.status, await response.clone().text()).toBe(201);
  stored.add(email);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "recipient-query-"));
  service = createContentService({ dataDir, app: APP, tokenKey: "k".repeat(40), clients: [{ id: `${APP}:owner`, secret: "s", role: "Owner" }] });
  token = (await serviceTokens(service, APP, ["owner"])).get("owner")!;
  const schema = await call(`/api/apps/${APP}/schemas`, {
    method: "POST",
    body: JSON.stringify({
      name: "recipients",
      isPublished: true,
      fields: [{ name: "email", partitioning: "invariant", properties: { fieldType: "String" } }],
    }),
  });
  expect(schema.status).toBe(201);
  // Addresses a filter that lets its value out would also match.
  for (const email of ["a@b.de", "o'brien@x.de", "x' or 1 eq 1 or 'a", "'", "''", ") or (1 eq 1"]) await createRecipient(email);
});

afterAll(() => {
  service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("OData escaping", () => {
  it("doubles single quotes", () => {
    expect(odataString("o'brien")).toBe("'o''brien'");
    expect(recipientFilter("x' or 1 eq 1 or 'a")).toBe("data/email/iv eq 'x'' or 1 eq 1 or ''a'");
  });

  it("finds exactly the recipient with the address, whatever the address holds (through the content service's own filter parser)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.stringMatching(/^['() a-z=]*$/)), async (value) => {
        if (!stored.has(value)) await createRecipient(value);
        const response = await call(`/api/content/${APP}/recipients?${recipientQuery(value).toString()}`);
        expect(response.status).toBe(200);
        const { items } = (await response.json()) as { items: { data: { email: { iv: string } } }[] };
        expect(items.map((item) => item.data.email.iv)).toEqual([value]);
      }),
      { numRuns: 300 },
    );
  });

  it("puts the filter into the query string URL-encoded, as one parameter", () => {
    const query = recipientQuery("a&$top=1000@x.de");
    expect([...query.keys()]).toEqual(["$filter", "$top"]);
    expect(new URLSearchParams(query.toString()).get("$filter")).toBe("data/email/iv eq 'a&$top=1000@x.de'");
    expect(query.get("$top")).toBe("2");
  });
});
