import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startSiteAsEditor } from "../helpers/http.ts";
import { ADMIN, type Site } from "../helpers/site.ts";

type Page = { id: string; version: number; status: string; data: Record<string, Record<string, unknown>> };
type Versions = { id: string; version: number; versions: { version: number; status: string; at?: string; by?: string }[] };

const APP = "baukasten";
let site: Site;
let cookie: string;
beforeAll(async () => void ({ site, cookie } = await startSiteAsEditor()));
afterAll(() => site?.stop());

const pageUrl = (id: string) => `/cms/api/content/${APP}/pages/${encodeURIComponent(id)}`;
async function firstPage(): Promise<Page> {
  const res = await call(site, `/cms/api/content/${APP}/pages?$top=1`, { cookie, headers: { "x-unpublished": "1" } });
  return ((await res.json()) as { items: Page[] }).items[0]!;
}

describe("GET /api/editor/versions", () => {
  it("lists the page's versions newest first, naming the editor and the time of a change made through the site", async () => {
    const page = await firstPage();
    const title = { ...page.data.title, de: "Neuer Titel für die Versionen" };
    const put = await call(site, pageUrl(page.id), { method: "PUT", cookie, body: { ...page.data, title }, headers: { "if-match": String(page.version) } });
    expect(put.status, await put.clone().text()).toBe(200);
    const res = await call(site, `/api/editor/versions?id=${encodeURIComponent(page.id)}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as Versions;
    expect(body.version).toBe(page.version + 1);
    expect(body.versions.map((v) => v.version)).toEqual(Array.from({ length: Math.min(50, page.version + 2) }, (_, i) => page.version + 1 - i));
    const [newest] = body.versions;
    const me = ((await (await call(site, "/api/_auth/session", { cookie })).json()) as { user: { name?: string; email: string } }).user;
    expect(newest!.by).toBe(me.name || ADMIN.email);
    expect(Date.now() - Date.parse(newest!.at!)).toBeLessThan(60_000);
    // The seed's versions: made by the site's client, not through the site.
    expect(body.versions.at(-1)!.by).toBeUndefined();
    // A published page edited in place stays published; the old version reads back as it was.
    expect(newest!.status).toBe(page.status);
    const old = await call(site, `${pageUrl(page.id)}?version=${page.version}`, { cookie, headers: { "x-unpublished": "1" } });
    expect(((await old.json()) as Page).data.title).toEqual(page.data.title);
  });

  it("answers a bad id with 400, an unknown page with 404, a visitor with 401 and other methods with 405", async () => {
    expect((await call(site, "/api/editor/versions", { cookie })).status).toBe(400);
    expect((await call(site, "/api/editor/versions?id=..%2Fx", { cookie })).status).toBe(400);
    expect((await call(site, `/api/editor/versions?id=${"x".repeat(101)}`, { cookie })).status).toBe(400);
    expect((await call(site, "/api/editor/versions?id=no-such-page", { cookie })).status).toBe(404);
    expect((await call(site, "/api/editor/versions?id=no-such-page")).status).toBe(401);
    expect((await call(site, "/api/editor/versions?id=x", { method: "POST", cookie, body: {} })).status).toBe(405);
  });
});
