import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Site } from "../helpers/site.ts";
import { call, startSiteAsEditor } from "../helpers/http.ts";

const FORM = "application/x-www-form-urlencoded";
type Item = { id: string; status: string; newStatus?: string; version: number; data: Record<string, Record<string, unknown>> };
type Block = { id: string; schemaName: string; children?: Block[] };

let site: Site;
let cookie: string;
beforeAll(async () => void ({ site, cookie } = await startSiteAsEditor()));
afterAll(() => site?.stop());

/** A form post to the site, as a browser sends it (same Origin, the session cookie). */
const post = (path: string, fields: Record<string, string | number>, o: { cookie?: string; origin?: string | null; raw?: string; contentType?: string } = {}) =>
  call(site, path, {
    raw: o.raw ?? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    contentType: o.contentType ?? FORM,
    ...(o.cookie === undefined ? { cookie } : o.cookie ? { cookie: o.cookie } : {}),
    ...(o.origin === undefined ? {} : { origin: o.origin }),
  });
const html = async (path: string, headers: Record<string, string> = {}) => {
  const res = await call(site, path, { cookie, headers });
  // Paths and ids may wrap after their separators (<wbr>); the tests read them whole.
  return { status: res.status, text: (await res.text()).replaceAll("<wbr>", ""), location: res.headers.get("location") };
};

/** Every page in the content service, drafts included (read through the proxy as the editor). */
async function pages(): Promise<Item[]> {
  const res = await call(site, "/cms/api/content/baukasten/pages?$top=200", { cookie, headers: { "x-unpublished": "1" } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Item[] }).items;
}
async function pageById(id: string): Promise<Item | undefined> {
  return (await pages()).find((page) => page.id === id);
}
const slug = (page: Item, lang: "de" | "en") => (page.data.seo![lang] as { slug: string }).slug;
const bySlug = async (de: string) => (await pages()).find((page) => slug(page, "de") === de)!;
const idOf = (location: string | null) => decodeURIComponent(/^\/manage\/pages\/([^/?#]+)/.exec(location ?? "")![1]!);
const blockIds = (blocks: Block[]): string[] => blocks.flatMap((b) => [b.id, ...blockIds(b.children ?? [])]);
const shape = (blocks: Block[]): unknown[] => blocks.map((b) => [b.schemaName, shape(b.children ?? [])]);
/** The German titles of the page list's rows, in order. */
const rowTitles = (text: string) => [...text.matchAll(/<th scope="row"[^>]*>\s*<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe("who may use the page admin", () => {
  it("sends visitors to the login page and changes nothing for their posts", async () => {
    const before = (await pages()).length;
    const list = await call(site, "/manage/pages");
    expect(list.status).toBe(302);
    expect(list.headers.get("location")).toBe("/login?returnTo=%2Fmanage%2Fpages");
    const details = await call(site, "/manage/pages/anything");
    expect(details.headers.get("location")).toBe("/login?returnTo=%2Fmanage%2Fpages%2Fanything");
    const create = await post("/manage/pages", { action: "create", title_de: "Fremd", title_en: "Foreign", slug_de: "", slug_en: "" }, { cookie: "" });
    expect(create.status).toBe(302);
    expect(create.headers.get("location")).toMatch(/^\/login\?returnTo=/);
    expect((await pages()).length).toBe(before);
  });

  it("refuses an editor's post from another origin or without any origin (403) and changes nothing", async () => {
    const before = (await pages()).length;
    const fields = { action: "create", title_de: "Fremd", title_en: "Foreign", slug_de: "", slug_en: "" };
    expect((await post("/manage/pages", fields, { origin: "https://evil.test" })).status).toBe(403);
    expect((await post("/manage/pages", fields, { origin: null })).status).toBe(403);
    expect((await pages()).length).toBe(before);
  });
});

describe("the page list", () => {
  it("lists every page with its titles, addresses per language, state and last change, the home page first", async () => {
    const { status, text } = await html("/manage/pages?lang=de");
    expect(status).toBe(200);
    expect(text).toContain("<h1");
    expect(text).toContain("Über uns");
    expect(text).toContain("/ueber-uns");
    expect(text).toContain("/en/about");
    expect(text).toContain("Veröffentlicht");
    // The seed writes as the site's client: no user of ours is named, the site is.
    expect(text).toMatch(/>von Website<\/span>/);
    const titles = rowTitles(text);
    expect(titles[0]).toBe("Startseite");
    expect(titles).toContain("Kontakt");
    expect(titles.length).toBe((await pages()).length);
  });

  it("speaks English when asked and remembers it", async () => {
    const res = await call(site, "/manage/pages?lang=en", { cookie });
    const text = await res.text();
    expect(text).toContain("Every page of the site in both languages");
    expect(text).toContain("Published");
    expect(res.headers.getSetCookie().join()).toContain("admin-lang=en");
  });

  it("finds pages by title or address and says when nothing matches", async () => {
    const found = await html("/manage/pages?lang=de&q=kontakt");
    expect(rowTitles(found.text)).toEqual(["Kontakt"]);
    expect(found.text).toContain("(1 von ");
    expect(rowTitles((await html("/manage/pages?lang=de&q=about")).text)).toContain("Über uns");
    const none = await html("/manage/pages?lang=de&q=gibt-es-nicht");
    expect(none.text).toContain("Keine Seite passt zu „gibt-es-nicht“.");
  });
});

describe("creating a page", () => {
  it("creates a draft with slugs built from the titles and names the editor", async () => {
    const res = await post("/manage/pages", { action: "create", title_de: "Kurse für Anfänger", title_en: "Beginner classes", slug_de: "", slug_en: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/manage\/pages\/[^/]+\?done=created$/);
    const page = (await pageById(idOf(res.headers.get("location"))))!;
    expect(page.status).toBe("Draft");
    expect(page.data.title).toEqual({ de: "Kurse für Anfänger", en: "Beginner classes" });
    expect(slug(page, "de")).toBe("kurse-fuer-anfaenger");
    expect(slug(page, "en")).toBe("beginner-classes");
    expect(page.data.blocks!.iv).toEqual([]);
    const details = await html(`${res.headers.get("location")}&lang=de`);
    expect(details.text).toContain("ist als Entwurf angelegt");
    expect(details.text).toContain("Entwurf");
    expect(details.text).toContain("von Admin");
    expect(details.text).toContain(`href="/kurse-fuer-anfaenger?edit=1"`);
    expect(details.text).toContain(`href="/en/beginner-classes?edit=1"`);

    // The draft opens at its address for the editor (to be built there), privately; visitors find nothing.
    for (const path of ["/kurse-fuer-anfaenger?edit=1", "/en/beginner-classes"]) {
      const editor = await call(site, path, { cookie });
      expect(editor.status, path).toBe(200);
      expect(editor.headers.get("cache-control"), path).toBe("private, no-store");
      const text = await editor.text();
      expect(text).toContain(`<meta name="page-id" content="${page.id}">`);
      expect(text).toContain(`<meta name="robots" content="noindex">`);
      const visitor = await call(site, path, { cookie: "" });
      expect(visitor.status, path).toBe(404);
      expect(await visitor.text()).not.toContain(page.id);
    }
  });

  it("takes typed slugs through the slug rule, subpages included", async () => {
    const res = await post("/manage/pages", { action: "create", title_de: "Team", title_en: "Team", slug_de: "Über uns/Das Team", slug_en: "about/team" });
    expect(res.status).toBe(303);
    const page = (await pageById(idOf(res.headers.get("location"))))!;
    expect([slug(page, "de"), slug(page, "en")]).toEqual(["ueber-uns/das-team", "about/team"]);
  });

  it("refuses taken and reserved slugs and missing titles with messages beside the fields, and creates nothing", async () => {
    const before = (await pages()).length;
    const taken = await post("/manage/pages?lang=de", { action: "create", title_de: "Über uns", title_en: "About us", slug_de: "", slug_en: "about" });
    expect(taken.status).toBe(409);
    const takenText = await taken.text();
    expect(takenText).toContain("Die Adresse /ueber-uns hat schon die Seite „Über uns“.");
    expect(takenText).toContain("Die Adresse /en/about hat schon die Seite „About us“.");
    expect(takenText).toContain('aria-invalid="true"');
    // What was typed stays in the form.
    expect(takenText).toContain('value="About us"');

    const reserved = await post("/manage/pages?lang=de", {
      action: "create",
      title_de: "Verwaltung",
      title_en: "Admin",
      slug_de: "manage",
      slug_en: "practitioners/anna",
    });
    expect(reserved.status).toBe(400);
    const reservedText = await reserved.text();
    expect(reservedText).toContain("/manage ist für die Website selbst reserviert");
    expect(reservedText).toContain("Adressen unter /practitioners/ gehören zu automatisch erzeugten Detailseiten");

    const english = await post("/manage/pages?lang=en", { action: "create", title_de: "", title_en: "Home", slug_de: "neu", slug_en: "/" });
    expect(english.status).toBe(409);
    const englishText = await english.text();
    expect(englishText).toContain("Please enter a title.");
    expect(englishText).toContain("The page “Home” already has the address /en.");

    expect((await pages()).length).toBe(before);
  });
});

describe("renaming a page", () => {
  it("changes titles and slugs per language and keeps the rest of the page", async () => {
    const created = await post("/manage/pages", { action: "create", title_de: "Umbenennen", title_en: "Rename me", slug_de: "", slug_en: "" });
    const id = idOf(created.headers.get("location"));
    const before = (await pageById(id))!;
    const res = await post(`/manage/pages/${id}`, {
      action: "rename",
      id,
      version: before.version,
      title_de: "Neuer Name",
      title_en: "New name",
      slug_de: "",
      slug_en: "new-name",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/manage/pages/${id}?done=renamed`);
    const after = (await pageById(id))!;
    expect(after.data.title).toEqual({ de: "Neuer Name", en: "New name" });
    expect([slug(after, "de"), slug(after, "en")]).toEqual(["neuer-name", "new-name"]);
    expect(after.data.blocks).toEqual(before.data.blocks);
    expect(after.version).toBe(before.version + 1);
  });

  it("refuses a stale form and a slug another page has, changing nothing", async () => {
    const created = await post("/manage/pages", { action: "create", title_de: "Zweimal", title_en: "Twice", slug_de: "", slug_en: "" });
    const id = idOf(created.headers.get("location"));
    const page = (await pageById(id))!;
    const stale = await post(`/manage/pages/${id}?lang=de`, {
      action: "rename",
      id,
      version: page.version + 5,
      title_de: "X",
      title_en: "X",
      slug_de: "x",
      slug_en: "x",
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Die Seite wurde inzwischen geändert");
    const taken = await post(`/manage/pages/${id}?lang=de`, {
      action: "rename",
      id,
      version: page.version,
      title_de: "Zweimal",
      title_en: "Twice",
      slug_de: "kontakt",
      slug_en: "twice",
    });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("Die Adresse /kontakt hat schon die Seite „Kontakt“.");
    expect(await pageById(id)).toEqual(page);
  });

  it("lets the home page keep its empty slug", async () => {
    const home = await bySlug("");
    const res = await post(`/manage/pages/${home.id}`, {
      action: "rename",
      id: home.id,
      version: home.version,
      title_de: (home.data.title!.de as string) ?? "",
      title_en: (home.data.title!.en as string) ?? "",
      slug_de: "",
      slug_en: "",
    });
    expect(res.status).toBe(303);
    const after = (await pageById(home.id))!;
    expect([slug(after, "de"), slug(after, "en")]).toEqual(["", ""]);
  });
});

describe("duplicating a page", () => {
  it("copies a page as a draft with fresh block ids and free slugs, again and again", async () => {
    const original = await bySlug("ueber-uns");
    const res = await post("/manage/pages", { action: "duplicate", id: original.id });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/\?done=duplicated$/);
    const copy = (await pageById(idOf(res.headers.get("location"))))!;
    expect(copy.id).not.toBe(original.id);
    expect(copy.status).toBe("Draft");
    expect(copy.data.title).toEqual({ de: `${original.data.title!.de as string} (Kopie)`, en: `${original.data.title!.en as string} (copy)` });
    expect([slug(copy, "de"), slug(copy, "en")]).toEqual(["ueber-uns-kopie", "about-copy"]);
    const blocks = original.data.blocks!.iv as Block[];
    const copied = copy.data.blocks!.iv as Block[];
    expect(blockIds(blocks).length).toBeGreaterThan(0);
    expect(shape(copied)).toEqual(shape(blocks));
    const ids = blockIds(copied);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(blockIds(blocks)).not.toContain(id);
    // The original is untouched.
    expect(await pageById(original.id)).toEqual(original);

    const again = await post(`/manage/pages/${original.id}`, { action: "duplicate", id: original.id });
    const second = (await pageById(idOf(again.headers.get("location"))))!;
    expect([slug(second, "de"), slug(second, "en")]).toEqual(["ueber-uns-kopie-2", "about-copy-2"]);
  });
});

describe("deleting a page and undoing it", () => {
  it("asks first, then deletes, offers the undo, and restores the same page with its content and status", async () => {
    const page = await bySlug("impressum");
    const confirm = await html(`/manage/pages/${page.id}?confirm=delete&lang=de`);
    expect(confirm.text).toContain("„Impressum“ wirklich löschen?");
    expect(confirm.text).toContain("7 Tage lang");
    expect(await pageById(page.id)).toBeDefined();

    const res = await post(`/manage/pages/${page.id}`, { action: "delete", id: page.id, version: page.version });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/manage\/pages\?done=deleted&trash=\d+$/);
    expect(await pageById(page.id)).toBeUndefined();

    const list = await html(`${location}&lang=de`);
    expect(list.text).toContain("„Impressum“ ist gelöscht.");
    expect(list.text).toContain("Rückgängig machen");
    expect(list.text).toContain("Kürzlich gelöscht");
    expect(list.text).toMatch(/Gelöscht am [^<]+ von Admin, wiederherstellbar bis /);
    const trash = /name="trash" value="(\d+)"/.exec(list.text)![1]!;

    const undo = await post("/manage/pages", { action: "restore", trash });
    expect(undo.status).toBe(303);
    expect(undo.headers.get("location")).toBe(`/manage/pages/${page.id}?done=restored`);
    const back = (await pageById(page.id))!;
    expect(back.status).toBe("Published");
    expect(back.data).toEqual(page.data);

    const twice = await post("/manage/pages?lang=de", { action: "restore", trash });
    expect(twice.status).toBe(404);
    expect(await twice.text()).toContain("lässt sich nicht mehr wiederherstellen");
    expect((await html("/manage/pages?lang=de")).text).not.toContain("Kürzlich gelöscht");
  });

  it("restores a page whose slug was taken meanwhile as a draft with a free slug", async () => {
    const created = await post("/manage/pages", { action: "create", title_de: "Vergeben", title_en: "Taken", slug_de: "", slug_en: "" });
    const id = idOf(created.headers.get("location"));
    const page = (await pageById(id))!;
    const deleted = await post(`/manage/pages/${id}`, { action: "delete", id, version: page.version });
    const trash = /trash=(\d+)/.exec(deleted.headers.get("location")!)![1]!;
    await post("/manage/pages", { action: "create", title_de: "Vergeben", title_en: "Something else", slug_de: "", slug_en: "" });
    const undo = await post("/manage/pages", { action: "restore", trash });
    expect(undo.headers.get("location")).toBe(`/manage/pages/${id}?done=restored&moved=1`);
    const back = (await pageById(id))!;
    expect([slug(back, "de"), slug(back, "en")]).toEqual(["vergeben-2", "taken"]);
    expect(back.status).toBe("Draft");
  });

  it("refuses to delete from a stale confirmation and deletes nothing", async () => {
    const page = await bySlug("datenschutz");
    const res = await post(`/manage/pages/${page.id}?lang=de`, { action: "delete", id: page.id, version: page.version + 1 });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Die Seite wurde inzwischen geändert");
    expect(await pageById(page.id)).toEqual(page);
  });
});

describe("publishing through the page admin", () => {
  it("publishes a new page, which the publishing loop then puts live, and takes it back", async () => {
    const created = await post("/manage/pages", {
      action: "create",
      title_de: "Frisch veröffentlicht",
      title_en: "Freshly published",
      slug_de: "",
      slug_en: "",
    });
    const id = idOf(created.headers.get("location"));
    const page = (await pageById(id))!;
    expect((await call(site, "/frisch-veroeffentlicht")).status).toBe(404);
    const res = await post(`/manage/pages/${id}`, { action: "publish", id, version: page.version });
    expect(res.status).toBe(303);
    expect((await pageById(id))!.status).toBe("Published");
    let live = 0;
    for (let i = 0; i < 600 && live !== 200; i++) {
      live = (await call(site, "/frisch-veroeffentlicht")).status;
      if (live !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(live).toBe(200);
    const published = (await pageById(id))!;
    const back = await post(`/manage/pages/${id}`, { action: "unpublish", id, version: published.version });
    expect(back.status).toBe(303);
    expect((await pageById(id))!.status).toBe("Draft");
  });

  it("takes a published page with a saved draft offline and keeps the draft's work", async () => {
    const created = await post("/manage/pages", { action: "create", title_de: "Mit Entwurf", title_en: "With a draft", slug_de: "", slug_en: "" });
    const id = idOf(created.headers.get("location"));
    const page = (await pageById(id))!;
    expect((await post(`/manage/pages/${id}`, { action: "publish", id, version: page.version })).status).toBe(303);
    const published = (await pageById(id))!;
    // The builder saves a draft: visitors keep the published page.
    const url = `/cms/api/content/baukasten/pages/${id}`;
    const draft = await call(site, `${url}/draft`, { method: "POST", cookie, headers: { "if-match": String(published.version) } });
    expect(draft.status).toBe(200);
    const drafted = (await draft.json()) as Item;
    const data = { ...published.data, title: { de: "Mit Entwurf (neu)", en: "With a draft (new)" } };
    const saved = await call(site, url, { method: "PUT", cookie, body: data, headers: { "if-match": String(drafted.version) } });
    expect(saved.status).toBe(200);
    const withDraft = (await pageById(id))!;
    expect(withDraft.newStatus).toBe("Draft");
    const back = await post(`/manage/pages/${id}`, { action: "unpublish", id, version: withDraft.version });
    expect(back.status).toBe(303);
    const offline = (await pageById(id))!;
    expect(offline.status).toBe("Draft");
    expect(offline.newStatus).toBeUndefined();
    expect(offline.data.title).toEqual({ de: "Mit Entwurf (neu)", en: "With a draft (new)" });
    const anonymous = await call(site, url, { cookie: "" });
    expect(anonymous.status).toBe(404);
  });
});

describe("input a client can send", () => {
  it("answers 4xx, never 500, and changes nothing", async () => {
    const before = await pages();
    const home = before.find((page) => slug(page, "de") === "")!;
    const cases: [string, ReturnType<typeof post>, number][] = [
      ["json body", post("/manage/pages", {}, { raw: JSON.stringify({ action: "create" }), contentType: "application/json" }), 415],
      ["no action", post("/manage/pages", { title_de: "x" }), 400],
      ["unknown action", post("/manage/pages", { action: "explode", id: home.id }), 400],
      ["missing id", post("/manage/pages", { action: "duplicate" }), 400],
      ["bad id", post("/manage/pages", { action: "duplicate", id: "../../etc" }), 400],
      ["bad version", post(`/manage/pages/${home.id}`, { action: "delete", id: home.id, version: "-1" }), 400],
      ["missing fields", post("/manage/pages", { action: "create", title_de: "Nur Deutsch" }), 400],
      ["bad trash id", post("/manage/pages", { action: "restore", trash: "1e9" }), 400],
      ["unknown trash id", post("/manage/pages", { action: "restore", trash: "999999" }), 404],
      ["unknown page", post("/manage/pages", { action: "duplicate", id: "no-such-page" }), 404],
      ["too long a title", post("/manage/pages", { action: "create", title_de: "x".repeat(121), title_en: "y", slug_de: "", slug_en: "" }), 400],
      ["too large a body", post("/manage/pages", {}, { raw: `action=create&title_de=${"x".repeat(20_000)}` }), 413],
      ["invalid UTF-8", post("/manage/pages", {}, { raw: "action=create&title_de=%FF%FE" }), 400],
    ];
    for (const [name, response, status] of cases) {
      const res = await response;
      expect(res.status, name).toBe(status);
      await res.body?.cancel();
    }
    const put = await call(site, "/manage/pages", { method: "PUT", raw: "action=create", contentType: FORM, cookie });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    expect((await html("/manage/pages/no-such-page")).status).toBe(404);
    expect(await pages()).toEqual(before);
  });

  it("finds a page by its slug and redirects to its id", async () => {
    const page = await bySlug("kontakt");
    const res = await html("/manage/pages/kontakt");
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/manage/pages/${page.id}`);
  });
});

describe("who made the last change", () => {
  it("names the editor behind a save through the proxy (as the builder saves), not the site's client", async () => {
    const page = await bySlug("mitmachen");
    const before = await html(`/manage/pages/${page.id}?lang=en`);
    expect(before.text).toContain("by the website");
    const data = structuredClone(page.data);
    (data.title as Record<string, string>).en = "Join us today";
    const res = await call(site, `/cms/api/content/baukasten/pages/${page.id}`, {
      method: "PUT",
      body: data,
      cookie,
      headers: { "if-match": String(page.version) },
    });
    expect(res.status).toBe(200);
    const after = await html(`/manage/pages/${page.id}?lang=en`);
    expect(after.text).toContain("by Admin");
    expect(after.text).not.toContain("by the website");
    // The list, newest change first, starts with it.
    const list = (await html("/manage/pages?lang=en&sort=changed")).text;
    expect(rowTitles(list)[0]).toBe("Mitmachen");
  });
});
