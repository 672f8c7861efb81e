import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentService, type ContentService } from "../index.ts";

// Date fields through service.fetch, no port: one calendar rule with the site's forms (src/base/instant.ts).

const APP = "dates";
let dataDir: string;
let service: ContentService;
let token: string;

async function call(path: string, method: string, body: unknown): Promise<Response> {
  return service.fetch(
    new Request(`http://x${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

const createEvent = (day: unknown) => call(`/api/content/${APP}/events?publish=true`, "POST", { day: { iv: day } });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "cs-dates-"));
  service = createContentService({ dataDir, app: APP, tokenKey: "k".repeat(40), clients: [{ id: `${APP}:owner`, secret: "s", role: "Owner" }] });
  const tokenResponse = await service.fetch(
    new Request("http://x/identity-server/connect/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `grant_type=client_credentials&client_id=${APP}:owner&client_secret=s&scope=squidex-api`,
    }),
  );
  token = ((await tokenResponse.json()) as { access_token: string }).access_token;
  const schema = await call(`/api/apps/${APP}/schemas`, "POST", {
    name: "events",
    isPublished: true,
    fields: [{ name: "day", partitioning: "invariant", properties: { fieldType: "DateTime" } }],
  });
  expect(schema.status, await schema.clone().text()).toBe(201);
});

afterAll(() => {
  service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("DateTime fields", () => {
  it.each(["2025-02-31", "2025-04-31", "2025-02-29", "2025-13-01", "2025-01-31T24:00Z", "31.01.2025", "tomorrow"])(
    "refuse %s with a 400 validation error naming the field",
    async (day) => {
      const response = await createEvent(day);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Validation error", details: ["day.iv: Invalid json type, expected ISO-8601 date time."] });
    },
  );

  it.each(["2024-02-29", "2025-01-31", "2025-01-31T09:30", "2025-01-31T09:30:15.5Z", "2025-01-31T09:30:00+02:00"])("take %s", async (day) => {
    const response = await createEvent(day);
    expect(response.status, await response.clone().text()).toBe(201);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ day: { iv: day } });
  });
});
