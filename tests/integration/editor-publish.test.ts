import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startSiteAsEditor } from "../helpers/http.ts";
import type { Site } from "../helpers/site.ts";

type Block = { id: string; schemaName: string; fields: Record<string, Record<string, unknown>>; children?: Block[] };
type Page = { id: string; version: number; status: string; newStatus?: string; data: { seo: Record<string, Record<string, string>>; blocks: { iv: Block[] } } };

const pageUrl = (id: string) => `/cms/api/content/baukasten/pages/${encodeURIComponent(id)}`;
let site: Site;
let cookie: string;

const read = async (id: string) => (await (await call(site, pageUrl(id), { cookie, headers: { "x-unpublished": "1" } })).json()) as Page;
const publish = (body: unknown, lang = "de") => call(site, "/api/editor/publish", { cookie, body, headers: { "accept-language": lang } });
const history = async (id: string) =>
  (await (await call(site, `/api/editor/versions?id=${encodeURIComponent(id)}`, { cookie })).json()) as {
    versions: { version: number; status: string; at?: string }[];
  };

/** A published page of the seed with a heading, its id and data. */
async function publishedPage(): Promise<Page> {
  const list = (await (await call(site, "/cms/api/content/baukasten/pages?$top=50", { cookie, headers: { "x-unpublished": "1" } })).json()) as {
    items: Page[];
  };
  const found = list.items.find((item) => item.status === "Published" && !item.newStatus && JSON.stringify(item.data.blocks).includes('"block-heading"'));
  return read(found!.id);
}

function heading(blocks: Block[]): Block | undefined {
  for (const block of blocks) {
    if (block.schemaName === "block-heading") return block;
    const inner = heading(block.children ?? []);
    if (inner) return inner;
  }
  return undefined;
}

beforeAll(async () => {
  ({ site, cookie } = await startSiteAsEditor());
});
afterAll(async () => {
  await site?.stop();
});

describe("POST /api/editor/publish", () => {
  it("needs a session, and answers a malformed body with a 400, changing nothing", async () => {
    const page = await publishedPage();
    expect((await call(site, "/api/editor/publish", { body: { id: page.id, version: page.version } })).status).toBe(401);
    expect((await publish({ id: page.id })).status).toBe(400);
    expect((await publish({ id: "../x", version: 1 })).status).toBe(400);
    expect((await call(site, "/api/editor/publish", { cookie, raw: "{id" })).status).toBe(400);
    expect((await read(page.id)).version).toBe(page.version);
  });

  it("refuses an English address another page has with the page admin's message, and a required text emptied in English, changing nothing", async () => {
    const page = await publishedPage();
    const others = (await (await call(site, "/cms/api/content/baukasten/pages?$top=50", { cookie, headers: { "x-unpublished": "1" } })).json()) as {
      items: Page[];
    };
    const other = others.items.find((item) => item.id !== page.id && item.data.seo?.en?.slug)!;
    const taken = other.data.seo.en!.slug!;
    // The colliding address is saved into a draft version (the builder's save), as an API client could.
    const draft = await call(site, `${pageUrl(page.id)}/draft`, { method: "POST", cookie, headers: { "if-match": String(page.version) } });
    expect(draft.status).toBe(200);
    const made = await read(page.id);
    const res = await call(site, pageUrl(page.id), {
      method: "PUT",
      cookie,
      body: { ...made.data, seo: { ...made.data.seo, en: { ...made.data.seo.en, slug: taken } } },
      headers: { "if-match": String(made.version), "x-unpublished": "1" },
    });
    expect(res.status, await res.text()).toBe(200);
    const drafted = await read(page.id);
    const refused = await publish({ id: page.id, version: drafted.version });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(body.error).toBe("ContentInvalid");
    expect(body.issues).toEqual([
      {
        path: "seo.en.slug",
        message: expect.stringMatching(new RegExp(`^Adresse \\(Englisch\\): Die Adresse /en/${taken} hat schon die Seite „.+“\\. Bitte wähle eine andere\\.$`)),
      },
    ]);

    const blocks = structuredClone(drafted.data.blocks.iv);
    heading(blocks)!.fields.text = { ...heading(blocks)!.fields.text, en: "" };
    const empty = await publish({ id: page.id, version: drafted.version, blocks }, "en");
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { issues: { message: string }[] }).issues.map((issue) => issue.message)).toContain("Text (English) is required.");
    expect(await read(page.id)).toMatchObject({ version: drafted.version, status: "Published", newStatus: "Draft" });
    const dropped = await call(site, `${pageUrl(page.id)}/draft`, { method: "DELETE", cookie, headers: { "if-match": String(drafted.version) } });
    expect(dropped.status).toBe(200);
  });

  it("answers a stale version with 409 EditConflict; publishing unsaved work is one entry of the history, with its time", async () => {
    const page = await publishedPage();
    const stale = await publish({ id: page.id, version: page.version - 1 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toBe("EditConflict");

    // A save the builder makes (a draft version, then its data), then a publish with more unsaved work.
    const draft = await call(site, `${pageUrl(page.id)}/draft`, { method: "POST", cookie, headers: { "if-match": String(page.version) } });
    expect(draft.status).toBe(200);
    const made = await read(page.id);
    const blocks = structuredClone(made.data.blocks.iv);
    heading(blocks)!.fields.text = { ...heading(blocks)!.fields.text, de: "Gespeichert" };
    const saved = await call(site, pageUrl(page.id), {
      method: "PUT",
      cookie,
      body: { ...made.data, blocks: { iv: blocks } },
      headers: { "if-match": String(made.version), "x-unpublished": "1" },
    });
    expect(saved.status).toBe(200);
    const afterSave = await read(page.id);
    heading(blocks)!.fields.text = { ...heading(blocks)!.fields.text, de: "Veröffentlicht" };
    const published = await publish({ id: page.id, version: afterSave.version, blocks });
    expect(published.status, await published.clone().text()).toBe(200);
    const answer = (await published.json()) as { version: number; status: string };
    expect(answer).toMatchObject({ status: "Published", version: afterSave.version + 2 });
    const live = await call(site, pageUrl(page.id), { cookie });
    expect(JSON.stringify(((await live.json()) as Page).data.blocks)).toContain("Veröffentlicht");

    const { versions } = await history(page.id);
    const listed = versions.map((entry) => entry.version).filter((version) => version > page.version);
    // The save (draft version + data: one entry) and the publish (data + status: one entry).
    expect(listed).toEqual([answer.version, afterSave.version]);
    expect(versions[0]).toMatchObject({ status: "Published" });
    expect(versions[1]).toMatchObject({ status: "Draft" });
    expect(versions.at(-1)).toMatchObject({ version: 0, at: expect.any(String) });
  });
});
