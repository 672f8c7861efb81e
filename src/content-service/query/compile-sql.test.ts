import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DatabaseSync } from "node:sqlite";
import { SquidexError } from "../errors.ts";
import { compileFilter, compileSort } from "./compile-sql.ts";
import { parseODataFilter, parseODataOrderBy } from "./odata.ts";
import { registerSqlFunctions } from "./sql-functions.ts";
import { LANGUAGES, SCHEMA } from "../../../tests/support/content-service/query/query-schema.ts";

const db = new DatabaseSync(":memory:");
registerSqlFunctions(db);
db.exec(
  "CREATE TABLE contents (id TEXT, schema_id TEXT, status TEXT, data TEXT, version INTEGER, created TEXT, created_by TEXT, last_modified TEXT, last_modified_by TEXT)",
);
const rows = [
  { id: "a", data: { slug: { iv: "Über-Straße" }, tags: { iv: ["x", "y"] }, count: { iv: 1 }, title: { de: "Hallo", en: "Hello" }, flag: { iv: true } } },
  { id: "b", data: { slug: { iv: "beta" }, tags: { iv: ["z"] }, count: { iv: 5 }, title: { de: "Welt" } } },
  { id: "c", data: { slug: { iv: "it's" }, count: { iv: 10 }, "acquired-by": { iv: "ACME" } } },
];
for (const r of rows)
  db.prepare("INSERT INTO contents VALUES (?, 's1', 'Published', ?, 0, '2024-01-01T00:00:00.000Z', 'x', '2024-01-01T00:00:00.000Z', 'x')").run(
    r.id,
    JSON.stringify(r.data),
  );

function ids(filter: string, orderby = "id"): string[] {
  const f = compileFilter(parseODataFilter(filter, SCHEMA, LANGUAGES)!);
  const s = compileSort(parseODataOrderBy(orderby, SCHEMA, LANGUAGES));
  return (db.prepare(`SELECT id FROM contents c WHERE ${f.sql} ORDER BY ${s.sql}`).all(...f.params, ...s.params) as { id: string }[]).map((r) => r.id);
}

describe("SQL compiler", () => {
  it("evaluates filters with the OData semantics", () => {
    expect(ids("data/tags/iv eq 'y'")).toEqual(["a"]);
    expect(ids("data/tags/iv ne 'y'")).toEqual(["b", "c"]);
    expect(ids("data/count/iv in (1, 10)")).toEqual(["a", "c"]);
    expect(ids("contains(data/slug/iv, 'STRASSE') or contains(data/slug/iv, 'STRAßE')")).toEqual(["a"]);
    expect(ids("startswith(data/slug/iv, 'üb')")).toEqual(["a"]);
    expect(ids("endswith(data/slug/iv, 'TA')")).toEqual(["b"]);
    expect(ids("data/slug/iv eq 'it''s'")).toEqual(["c"]);
    expect(ids("not (data/count/iv gt 1) and data/flag/iv eq true")).toEqual(["a"]);
    expect(ids("data/title/en eq null")).toEqual(["b", "c"]);
    expect(ids("data/acquired_by/iv eq 'ACME'")).toEqual(["c"]);
    expect(ids("data/count/iv ge 5", "data/count/iv desc")).toEqual(["c", "b"]);
  });

  it("never puts caller text into SQL, only into parameters", () => {
    const evil = "x') OR 1=1; DROP TABLE contents; --";
    const f = compileFilter(parseODataFilter(`data/slug/iv eq '${evil.replaceAll("'", "''")}' or contains(data/title/en, 'zzz_marker')`, SCHEMA, LANGUAGES)!);
    expect(f.sql).not.toContain("DROP");
    expect(f.sql).not.toContain("zzz_marker");
    expect(f.sql).not.toContain("slug");
    expect(f.params).toContain(evil);
    expect(f.params).toContain('$."slug"."iv"');
  });

  it("keeps SQL text free of any string literal in fuzzed filters", () => {
    const literal = fc.string({ minLength: 3, maxLength: 12 }).map((s) => `Q${s.replace(/[^A-Za-z0-9]/g, "")}Q`);
    fc.assert(
      fc.property(fc.array(literal, { minLength: 1, maxLength: 4 }), fc.constantFrom("eq", "ne", "lt", "ge"), (values, op) => {
        const text = values.map((v) => `data/slug/iv ${op} '${v}'`).join(" or ") + ` and contains(data/title/de, '${values[0]}')`;
        let f;
        try {
          f = compileFilter(parseODataFilter(text, SCHEMA, LANGUAGES)!);
        } catch (error) {
          expect(error).toBeInstanceOf(SquidexError);
          return;
        }
        for (const v of values) expect(f.sql).not.toContain(v);
        expect(() => db.prepare(`SELECT id FROM contents c WHERE ${f.sql}`).all(...f.params)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
