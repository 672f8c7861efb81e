import { DatabaseSync } from "node:sqlite";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login } from "../helpers/http.ts";
import { siteDataCopy, startSite, type Site } from "../helpers/site.ts";

type Block = { id: string; schemaName: string; fields: Record<string, Record<string, unknown>>; children?: Block[] };

const APP = "baukasten";
const pageUrl = (id: string) => `/cms/api/content/${APP}/pages/${encodeURIComponent(id)}`;
let site: Site;
let cookie: string;
let dataDir: string;
/** A draft page whose data a client could no longer save: its heading's English text emptied (stored before the rule, or by another client of the content service). */
let draft: { id: string; version: number };

function emptyEnglishHeading(blocks: Block[]): boolean {
  for (const block of blocks) {
    if (block.schemaName === "block-heading") {
      block.fields.text = { ...block.fields.text, en: "" };
      return true;
    }
    if (emptyEnglishHeading(block.children ?? [])) return true;
  }
  return false;
}

beforeAll(async () => {
  dataDir = siteDataCopy();
  const db = new DatabaseSync(join(dataDir, "content", "content.db"));
  try {
    const rows = db.prepare("SELECT c.id, c.data, c.version FROM contents c JOIN schemas s ON s.id = c.schema_id WHERE s.name = 'pages'").all() as {
      id: string;
      data: string;
      version: number;
    }[];
    const row = rows.find((r) => r.data.includes('"block-heading"'))!;
    const data = JSON.parse(row.data) as { blocks: { iv: Block[] } };
    expect(emptyEnglishHeading(data.blocks.iv)).toBe(true);
    db.prepare("UPDATE contents SET data = ?, status = 'Draft' WHERE id = ?").run(JSON.stringify(data), row.id);
    db.prepare("UPDATE content_versions SET data = ?, status = 'Draft' WHERE content_id = ? AND version = ?").run(JSON.stringify(data), row.id, row.version);
    db.prepare("DELETE FROM content_drafts WHERE content_id = ?").run(row.id);
    draft = { id: row.id, version: row.version };
  } finally {
    db.close();
  }
  site = await startSite({ dataDir });
  cookie = await login(site);
});
afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("publishing through the proxy", () => {
  it("refuses a page whose required field is empty in English, naming the language, and leaves it a draft", async () => {
    const res = await call(site, `${pageUrl(draft.id)}/status`, {
      method: "PUT",
      cookie,
      body: { status: "Published" },
      headers: { "if-match": String(draft.version), "accept-language": "de" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errorCode: string; issues: { field?: string; message: string }[] };
    expect(body.errorCode).toBe("VALIDATION_ERROR");
    expect(body.issues).toEqual([expect.objectContaining({ field: "text.en", message: "Text (Englisch) ist ein Pflichtfeld." })]);
    const after = (await (await call(site, pageUrl(draft.id), { cookie, headers: { "x-unpublished": "1" } })).json()) as { status: string; version: number };
    expect(after).toMatchObject({ status: "Draft", version: draft.version });
  });

  it("answers a status body that is not JSON with a 4xx, never a 500", async () => {
    const res = await call(site, `${pageUrl(draft.id)}/status`, { method: "PUT", cookie, raw: "{status", headers: { "if-match": String(draft.version) } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
