import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getIntrospectionQuery } from "graphql";
import { APP, startTestService, type TestService } from "../helpers/content-service.ts";
import type { Role } from "../../src/content-service/index.ts";

let svc: TestService;
const ids: Record<string, string> = {};

type GqlBody = { data?: Record<string, any>; errors?: { message: string }[] };
const gql = async (query: string, init: { role?: Role | null; headers?: Record<string, string>; variables?: object } = {}) => {
  const res = await svc.call(`/api/content/${APP}/graphql`, {
    method: "POST",
    role: init.role,
    headers: { "content-type": "application/json", ...init.headers },
    body: JSON.stringify({ query, variables: init.variables }),
  });
  return { status: res.status, body: (await res.json()) as GqlBody };
};

async function createContent(schema: string, data: object, publish: boolean): Promise<string> {
  const res = await svc.call(`/api/content/${APP}/${schema}?publish=${publish}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(data),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  svc = await startTestService();
  const schemas = [
    {
      name: "text-styles",
      isPublished: true,
      fields: [
        { name: "title", partitioning: "language", properties: { fieldType: "String" } },
        { name: "font-size", partitioning: "invariant", properties: { fieldType: "Number" } },
        { name: "tags", partitioning: "invariant", properties: { fieldType: "Tags" } },
      ],
    },
    { name: "drafts-only", isPublished: false, fields: [{ name: "x", partitioning: "invariant", properties: { fieldType: "String" } }] },
  ];
  for (const schema of schemas) {
    const res = await svc.call(`/api/apps/${APP}/schemas`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(schema) });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  ids.small = await createContent("text-styles", { title: { de: "Klein", en: "Small" }, "font-size": { iv: 12 }, tags: { iv: ["a"] } }, true);
  ids.large = await createContent("text-styles", { title: { de: "Groß", en: "Large" }, "font-size": { iv: 32 }, tags: { iv: ["b"] } }, true);
  ids.draft = await createContent("text-styles", { title: { de: "Entwurf", en: "Draft" }, "font-size": { iv: 20 } }, false);
});
afterAll(() => svc?.close());

describe("GraphQL endpoint", () => {
  it("leaves hidden fields out of data__dynamic exactly as REST leaves them out of data", async () => {
    const schema = {
      name: "with-hidden",
      isPublished: true,
      fields: [
        { name: "title", partitioning: "invariant", properties: { fieldType: "String" } },
        { name: "secret", partitioning: "invariant", isHidden: true, properties: { fieldType: "String" } },
      ],
    };
    const created = await svc.call(`/api/apps/${APP}/schemas`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(schema),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = await createContent("with-hidden", { title: { iv: "Sichtbar" }, secret: { iv: "geheim" } }, true);
    const rest = (await (await svc.call(`/api/content/${APP}/with-hidden/${id}`)).json()) as { data: object };
    const { body } = await gql(`{ findWithHiddenContent(id: "${id}") { data__dynamic } }`);
    expect(rest.data).toEqual({ title: { iv: "Sichtbar" } });
    expect(body.data!.findWithHiddenContent.data__dynamic).toEqual(rest.data);
  });

  it("generates names from schemas and returns data and flatData", async () => {
    const { status, body } = await gql(
      `{
      queryTextStylesContents(orderby: "data/font-size/iv asc") {
        id version status statusColor created lastModified createdBy
        flatData { title fontSize tags }
        data { title { de en } fontSize { iv } }
      }
    }`,
      { role: "Reader" },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const items = body.data!.queryTextStylesContents;
    expect(items.map((i: any) => i.id)).toEqual([ids.small, ids.large]);
    expect(items[1]).toMatchObject({
      status: "Published",
      flatData: { title: "Groß", fontSize: 32, tags: ["b"] },
      data: { title: { de: "Groß", en: "Large" }, fontSize: { iv: 32 } },
    });
    expect(items[1].created).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
  });

  it("filters, pages, counts with WithTotal and finds by id", async () => {
    const { body } = await gql(`{
      queryTextStylesContentsWithTotal(filter: "data/font-size/iv gt 20", top: 1) { total items { flatData { title } } }
      findTextStylesContent(id: "${ids.small}") { id flatData { fontSize } }
      missing: findTextStylesContent(id: "nope") { id }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      queryTextStylesContentsWithTotal: { total: 1, items: [{ flatData: { title: "Groß" } }] },
      findTextStylesContent: { id: ids.small, flatData: { fontSize: 12 } },
      missing: null,
    });
  });

  it("supports variables and reports a bad filter as an error in the result", async () => {
    const { status, body } = await gql(`query Q($id: String!) { findTextStylesContent(id: $id) { id } }`, { variables: { id: ids.large } });
    expect(status).toBe(200);
    expect(body.data!.findTextStylesContent.id).toBe(ids.large);
    const bad = await gql(`{ queryTextStylesContents(filter: "data/nope/iv eq 1 and (") { id } }`);
    expect(bad.status).toBe(200);
    expect(bad.body.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(bad.body)).not.toMatch(/SQLITE|SELECT /i);
  });

  it("hides drafts unless the caller may read them and sends X-Unpublished", async () => {
    const query = `{ queryTextStylesContents { id status } findTextStylesContent(id: "${ids.draft}") { status } }`;
    const published = await gql(query, { role: "Editor" });
    expect(published.body.data!.queryTextStylesContents).toHaveLength(2);
    expect(published.body.data!.findTextStylesContent).toBeNull();
    const withDrafts = await gql(query, { role: "Editor", headers: { "X-Unpublished": "1" } });
    expect(withDrafts.body.data!.queryTextStylesContents).toHaveLength(3);
    expect(withDrafts.body.data!.findTextStylesContent).toEqual({ status: "Draft" });
    const reader = await gql(query, { role: "Reader", headers: { "X-Unpublished": "1" } });
    expect(reader.body.data!.queryTextStylesContents).toHaveLength(2);
  });

  it("leaves unpublished schemas out of the schema", async () => {
    const { status, body } = await gql("{ queryDraftsOnlyContents { id } }");
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/queryDraftsOnlyContents/);
  });

  it("refuses too deep, too wide and too long queries with 400", async () => {
    const deep = await gql(`{ ${"a { ".repeat(9)}b${" }".repeat(9)} }`);
    expect(deep.status).toBe(400);
    expect(deep.body.errors![0]!.message).toMatch(/nested too deeply/);
    const bomb = await gql(`{ __type(name: "TextStyles") { fields { type ${"{ ofType ".repeat(7)}{ name }${" }".repeat(7)} } } }`, { role: "Reader" });
    expect(bomb.status).toBe(400);
    const wide = await gql(`{ ${Array.from({ length: 501 }, (_, i) => `f${i}: __typename`).join(" ")} }`);
    expect(wide.status).toBe(400);
    expect((await gql(`{ __typename }${" ".repeat(10_001)}`)).status).toBe(400);
    expect((await gql("{ queryTextStylesContents { ")).status).toBe(400);
  });

  it("allows introspection for Owner and Developer only", async () => {
    const owner = await gql(getIntrospectionQuery(), { role: "Owner" });
    expect(owner.status).toBe(200);
    expect(owner.body.data!.__schema.types.map((t: { name: string }) => t.name)).toContain("TextStylesFlatDataDto");
    expect((await gql("{ __schema { queryType { name } } }", { role: "Developer" })).status).toBe(200);
    for (const role of ["Editor", "Reader"] as const) {
      const refused = await gql("{ __schema { types { name } } }", { role });
      expect(refused.status).toBe(403);
      expect(refused.body.errors![0]!.message).toMatch(/introspection/i);
    }
  });

  it("answers anonymous callers with a 401 ErrorDto", async () => {
    const { status, body } = await gql("{ __typename }", { role: null });
    expect(status).toBe(401);
    expect(body).toMatchObject({ statusCode: 401 });
  });

  it("serves the GET form with query, variables and operationName", async () => {
    const params = new URLSearchParams({
      query: "query A($id: String!) { findTextStylesContent(id: $id) { flatData { title } } } query B { __typename }",
      variables: JSON.stringify({ id: ids.small }),
      operationName: "A",
    });
    const res = await svc.call(`/api/content/${APP}/graphql?${params}`, { role: "Reader" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { findTextStylesContent: { flatData: { title: "Klein" } } } });
    expect((await svc.call(`/api/content/${APP}/graphql?query=${encodeURIComponent("{ x")}`)).status).toBe(400);
  });

  it("answers a batch with one result per entry", async () => {
    const res = await svc.call(`/api/content/${APP}/graphql/batch`, {
      method: "POST",
      role: "Reader",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: `{ findTextStylesContent(id: "${ids.small}") { id } }` }, { query: "{ nope }" }]),
    });
    expect(res.status).toBe(200);
    const [first, second] = (await res.json()) as GqlBody[];
    expect(first).toEqual({ data: { findTextStylesContent: { id: ids.small } } });
    expect(second!.errors![0]!.message).toMatch(/nope/);
    const tooMany = await svc.call(`/api/content/${APP}/graphql/batch`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(Array.from({ length: 11 }, () => ({ query: "{ __typename }" }))),
    });
    expect(tooMany.status).toBe(400);
  });

  it("picks up schema changes without a restart", async () => {
    const res = await svc.call(`/api/apps/${APP}/schemas`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "theme-settings",
        isPublished: true,
        fields: [{ name: "primary", partitioning: "invariant", properties: { fieldType: "String" } }],
      }),
    });
    expect(res.status).toBe(201);
    const id = await createContent("theme-settings", { primary: { iv: "#123456" } }, true);
    const { body } = await gql("{ queryThemeSettingsContents { id flatData { primary } } }");
    expect(body.data!.queryThemeSettingsContents).toEqual([{ id, flatData: { primary: "#123456" } }]);
  });
});
