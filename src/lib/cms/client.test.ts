import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createContentService, type ContentService } from "../../content-service/index.ts";
import { EntitySchema } from "../content/model.ts";
import { createCmsClient } from "./client.ts";
import { CmsError } from "./cms-error.ts";

const APP = "unit-app";
const CLIENT = { id: `${APP}:default`, secret: "unit-secret-0123456789", role: "Owner" as const };
const dirs: string[] = [];
const services: ContentService[] = [];

function service(tokenKey = "unit-token-key-0123456789-0123456789-abcdef") {
  const dataDir = mkdtempSync(join(tmpdir(), "baukasten-client-"));
  dirs.push(dataDir);
  const s = createContentService({ dataDir, app: APP, clients: [CLIENT], tokenKey });
  services.push(s);
  return s;
}

/** A fetch over a real service's handler that counts token requests and API calls. */
function counting(getHandler: () => (r: Request) => Promise<Response>, mutate?: (r: Request) => Request) {
  const counts = { token: 0, api: 0 };
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    let request = new Request(input, init);
    if (new URL(request.url).pathname === "/identity-server/connect/token") counts.token++;
    else counts.api++;
    if (mutate) request = mutate(request);
    return getHandler()(request);
  }) as typeof fetch;
  return { counts, fetch: fetchFn };
}

const client = (f: typeof fetch, now?: () => number) =>
  createCmsClient({ baseUrl: "http://embedded", app: APP, clientId: CLIENT.id, clientSecret: CLIENT.secret, fetch: f, ...(now ? { now } : {}) });

afterEach(() => {
  for (const s of services.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("content client token cache", () => {
  it("fetches one token for many concurrent and later calls", async () => {
    const s = service();
    const { counts, fetch } = counting(() => s.fetch);
    const c = client(fetch);
    await Promise.all(Array.from({ length: 10 }, () => c.schemas.list()));
    await c.schemas.list();
    expect(counts.token).toBe(1);
    expect(counts.api).toBe(11);
  });

  it("renews once on a 401 and retries the call once", async () => {
    let current = service();
    const { counts, fetch } = counting(() => current.fetch);
    const c = client(fetch);
    await c.schemas.list();
    // A service with another signing key: the cached token is now rejected with 401.
    current = service("another-token-key-0123456789-0123456789-xyz");
    const result = await c.schemas.list();
    expect(Array.isArray(result.items)).toBe(true);
    expect(counts.token).toBe(2);
    expect(counts.api).toBe(3);
  });

  it("gives up after one renewal when the service keeps refusing", async () => {
    const s = service();
    const stripAuth = (r: Request) => {
      const headers = new Headers(r.headers);
      headers.delete("authorization");
      return new Request(r, { headers });
    };
    const { counts, fetch } = counting(() => s.fetch, stripAuth);
    const c = client(fetch);
    await expect(c.schemas.list()).rejects.toMatchObject({ status: 401 });
    expect(counts.token).toBe(2);
    expect(counts.api).toBe(2);
  });

  it("renews before expiry", async () => {
    const s = service();
    let now = 0;
    const { counts, fetch } = counting(() => s.fetch);
    const c = client(fetch, () => now);
    await c.schemas.list();
    now = 29 * 24 * 3600 * 1000;
    await c.schemas.list();
    expect(counts.token).toBe(1);
    now = 30 * 24 * 3600 * 1000 - 60_000;
    await c.schemas.list();
    expect(counts.token).toBe(2);
  });

  it("never follows a redirect", async () => {
    const s = service();
    let redirected = 0;
    const f = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const r = new Request(input, init);
      if (new URL(r.url).pathname.startsWith("/api/")) {
        redirected++;
        expect(r.redirect).toBe("manual");
        return new Response(null, { status: 302, headers: { location: "http://127.0.0.1:9/" } });
      }
      return s.fetch(r);
    }) as typeof fetch;
    await expect(client(f).schemas.list()).rejects.toBeInstanceOf(CmsError);
    expect(redirected).toBe(1);
  });

  it("reports a wrong secret as a 401 CmsError", async () => {
    const s = service();
    const c = createCmsClient({
      baseUrl: "http://embedded",
      app: APP,
      clientId: CLIENT.id,
      clientSecret: "wrong-secret-0123456789",
      fetch: ((i: RequestInfo | URL, init?: RequestInit) => s.fetch(new Request(i, init))) as typeof fetch,
    });
    await expect(c.schemas.list()).rejects.toMatchObject({ status: 401 });
  });
});

describe("content calls", () => {
  const direct = (s: ContentService) => client(((i: RequestInfo | URL, init?: RequestInit) => s.fetch(new Request(i, init))) as typeof fetch);
  async function withNotes() {
    const c = direct(service());
    const schema = await c.request(`api/apps/${APP}/schemas`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "notes",
        isPublished: true,
        fields: [
          { name: "title", partitioning: "invariant", properties: { fieldType: "String" } },
          { name: "body", partitioning: "invariant", properties: { fieldType: "String" } },
        ],
      }),
    });
    expect(schema.status).toBe(201);
    return c;
  }

  it("asks for only some fields with `fields` (X-Fields)", async () => {
    const c = await withNotes();
    await c.contents.create("notes", { title: { iv: "Hallo" }, body: { iv: "lang" } });
    const list = await c.contents.list("notes", undefined, { unpublished: true, fields: ["title"] });
    expect(list.items[0]!.data).toEqual({ title: { iv: "Hallo" } });
  });

  it("creates with a custom id (a second create with it is a 409) and checks If-Match on status changes and deletes", async () => {
    const c = await withNotes();
    const created = await c.contents.create("notes", { title: { iv: "Eins" } }, { id: "note-1" });
    expect(created).toMatchObject({ id: "note-1", version: 0 });
    await expect(c.contents.create("notes", { title: { iv: "Zwei" } }, { id: "note-1" })).rejects.toMatchObject({ status: 409 });
    await expect(c.contents.status("notes", "note-1", "Published", { ifMatch: 5 })).rejects.toMatchObject({ status: 412 });
    await expect(c.contents.status("notes", "note-1", "Published", { ifMatch: 0 })).resolves.toMatchObject({ status: "Published", version: 1 });
    await expect(c.contents.delete("notes", "note-1", { ifMatch: 0 })).rejects.toMatchObject({ status: 412 });
    await c.contents.delete("notes", "note-1", { ifMatch: 1 });
    await expect(c.contents.get("notes", "note-1", { unpublished: true })).rejects.toMatchObject({ status: 404 });
  });
  it("keeps every line of a refusal's details, however long, while its message shows only the start", async () => {
    const c = direct(service());
    const names = Array.from({ length: 8 }, (_, n) => `requiredFieldNumber${n}`);
    const fields = names.map((name) => ({ name, partitioning: "invariant", properties: { fieldType: "String", isRequired: true } }));
    await c.request(`api/apps/${APP}/schemas`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "forms", isPublished: true, fields }),
    });
    const error = await c.contents.create("forms", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).status).toBe(400);
    expect((error as CmsError).details.map((line) => line.split(":")[0])).toEqual(names.map((name) => `${name}.iv`));
    expect((error as CmsError).message.length).toBeLessThan(names.join("").length * 2);
  });
});

describe("content data", () => {
  it("reads a field stored as null (Squidex allows it) as a missing field", async () => {
    const s = service();
    const c = client(((i: RequestInfo | URL, init?: RequestInit) => s.fetch(new Request(i, init))) as typeof fetch);
    await c.schemas.create({
      name: "notes",
      isPublished: true,
      fields: [
        { name: "title", partitioning: "invariant", properties: { fieldType: "String" } },
        { name: "body", partitioning: "invariant", properties: { fieldType: "String" } },
      ],
    });
    await c.contents.create("notes", { title: null, body: { iv: "Text" } }, { publish: true });
    const { items } = await c.contents.list("notes", undefined, undefined, EntitySchema);
    expect(items.map((item) => item.data)).toEqual([{ body: { iv: "Text" } }]);
  });
});

describe("answers the site does not understand", () => {
  /** A client whose content reads (`/api/content/…`) get `answer` instead of the service's. */
  async function answering(answer: () => Response) {
    const s = service();
    const c = client((async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return new URL(request.url).pathname.startsWith("/api/content/") ? answer() : s.fetch(request);
    }) as typeof fetch);
    return c;
  }

  it("are a CmsError 502 naming the call and the problem, not a crash in the caller", async () => {
    const c = await answering(() => Response.json({ total: "many", items: [{ id: 7, version: 0, status: "Published", data: {} }] }));
    const error = await c.contents.list("notes", "$top=1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ status: 502 });
    expect((error as CmsError).message).toContain("GET api/content/unit-app/notes answered in an unexpected form");
    expect((error as CmsError).message).toMatch(/total: .*number/);
    expect((error as CmsError).message).toMatch(/items\.0\.id: .*string/);
  });

  it("are a CmsError 502 when the body is not JSON", async () => {
    const c = await answering(() => new Response("<html>maintenance</html>", { headers: { "content-type": "text/html" } }));
    await expect(c.contents.get("notes", "n1")).rejects.toMatchObject({ status: 502, message: expect.stringContaining("not JSON") });
  });

  it("check each item against the caller's schema, which gives the items their type", async () => {
    const Note = v.object({ id: v.string(), data: v.object({ title: v.object({ iv: v.string() }) }) });
    const good = await answering(() => Response.json({ total: 1, items: [{ id: "n1", data: { title: { iv: "Hallo" } } }] }));
    const list = await good.contents.list("notes", undefined, undefined, Note);
    expect(list.items[0]!.data.title.iv).toBe("Hallo");
    const bad = await answering(() => Response.json({ total: 1, items: [{ id: "n1", data: { title: { de: "Hallo" } } }] }));
    await expect(bad.contents.list("notes", undefined, undefined, Note)).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining("items.0.data.title.iv"),
    });
  });
});
