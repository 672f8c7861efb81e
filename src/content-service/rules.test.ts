import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createContentService, type ContentService } from "./index.ts";
import { eventNames, pascalCase, signature } from "./rules.ts";
import { serviceTokens } from "../../tests/support/content-service/service-tokens.ts";
import type { ContentServiceOptions } from "./types.ts";

const dirs: string[] = [];
const services: ContentService[] = [];
afterEach(() => {
  for (const s of services.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function start(overrides: Partial<ContentServiceOptions>, dataDir = mkdtempSync(join(tmpdir(), "bk-rules-"))) {
  if (!dirs.includes(dataDir)) dirs.push(dataDir);
  const service = createContentService({
    dataDir,
    app: "r",
    tokenKey: "k".repeat(40),
    clients: [{ id: "r:Owner", secret: "s", role: "Owner" }],
    webhooks: [{ url: "http://hook.invalid/x", secret: "sec" }],
    ...overrides,
  });
  services.push(service);
  return { service, dataDir };
}

async function createItem(service: ContentService): Promise<void> {
  const tokens = await serviceTokens(service, "r", ["Owner"]);
  const headers = { authorization: `Bearer ${tokens.get("Owner")}`, "content-type": "application/json" };
  await service.fetch(new Request("http://x/api/apps/r/schemas", { method: "POST", headers, body: JSON.stringify({ name: "my-news", isPublished: true }) }));
  const res = await service.fetch(new Request("http://x/api/content/r/my-news", { method: "POST", headers, body: "{}" }));
  expect(res.status).toBe(201);
}

const states = (service: ContentService) => service.db.prepare("SELECT state, attempts FROM rule_events").all();

describe("rules", () => {
  it("names events and signs bodies as Squidex does", () => {
    expect(pascalCase("blog-posts")).toBe("BlogPosts");
    expect(signature("{}", "s")).toBe("asE6QVQvpoWCImq/YmqFkAWnCZ5eu3S5lLlIjIL+UW4=");
    expect(eventNames("Published", "blog-posts")).toEqual({ name: "BlogPostsPublished", type: "Published" });
    // Squidex's content trigger has no name for draft events: the class name, and the enum's default type.
    expect(eventNames("DraftCreated", "blog-posts")).toEqual({ name: "ContentDraftCreated", type: "Created" });
    expect(eventNames("DraftDeleted", "blog-posts")).toEqual({ name: "ContentDraftDeleted", type: "Created" });
  });

  it("gives up after 5 attempts with backoff, marking the event failed", async () => {
    let clock = Date.UTC(2025, 0, 1);
    let calls = 0;
    const { service } = start({ now: () => new Date(clock), fetch: async () => (calls++, new Response("no", { status: 500 })) });
    await createItem(service);
    await service.flushRules();
    expect(calls).toBe(1);
    await service.flushRules();
    expect(calls).toBe(1); // the retry is not due yet
    for (let i = 0; i < 6; i++) {
      clock += 11 * 60_000;
      await service.flushRules();
    }
    expect(calls).toBe(5);
    expect(states(service)).toEqual([{ state: "failed", attempts: 5 }]);
  });

  it("resumes pending deliveries when the service starts again", async () => {
    const first = start({ fetch: () => new Promise<Response>(() => {}) });
    await createItem(first.service);
    first.service.close();
    services.splice(services.indexOf(first.service), 1);
    const bodies: string[] = [];
    const second = start({ fetch: async (_url, init) => (bodies.push(String(init?.body)), new Response("ok")) }, first.dataDir);
    await second.service.flushRules();
    expect(bodies.map((b) => JSON.parse(b).type)).toEqual(["MyNewsCreated"]);
    expect(states(second.service)).toEqual([{ state: "done", attempts: 1 }]);
  });
});
