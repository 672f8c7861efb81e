import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSchemaCache, loadSchemas, schemasByIds } from "./schemas-api.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  clearSchemaCache();
});

const list = { items: [{ id: "s1", name: "practitioners", fields: [{ name: "name", properties: { fieldType: "String" } }] }] };

describe("loadSchemas", () => {
  it("reads the app's schemas through the proxy once per page load", async () => {
    const fetch = vi.fn(async () => Response.json(list));
    vi.stubGlobal("fetch", fetch);
    const [first, second] = await Promise.all([loadSchemas("site"), loadSchemas("site")]);
    expect(first).toBe(second);
    expect(first.map((schema) => [schema.id, schema.name, schema.type])).toEqual([["s1", "practitioners", "Default"]]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe("/cms/api/apps/site/schemas");
  });

  it("asks again after a failure", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 503 }));
    await expect(loadSchemas("site")).rejects.toThrow(/503/);
    vi.stubGlobal("fetch", async () => Response.json(list));
    expect(await loadSchemas("site")).toHaveLength(1);
  });
});

describe("schemasByIds", () => {
  it("picks the schemas a field names, in its order, skipping unknown ids", async () => {
    const a = { id: "a", name: "a", type: "Default", fields: [] };
    const b = { id: "b", name: "b", type: "Default", fields: [] };
    expect(schemasByIds([a, b], ["b", "x", "a"])).toEqual([b, a]);
  });

  it("finds a schema by its name as well as by its id (code-backed block forms name the schema)", () => {
    const practitioners = { id: "0b9f1c2e-aaaa-4bbb-8ccc-123456789abc", name: "practitioners", type: "Default", fields: [] };
    expect(schemasByIds([practitioners], ["practitioners"])).toEqual([practitioners]);
    expect(schemasByIds([practitioners], [practitioners.id])).toEqual([practitioners]);
  });
});
