import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSchema, introspectionFromSchema, parse, validate } from "graphql";
import * as v from "valibot";
import { afterAll, describe, expect, it } from "vitest";
import { assertPublicQuery } from "../api/graphql-guard.ts";
import { loadConfig } from "../config.ts";
import { createServices } from "../services.ts";
import { createPublicGraphQL, graphqlTypeName, privateProbeIssues, publicGraphQLSchema } from "./public-graphql.ts";
import { PRIVATE_FIELDS } from "./public-schemas.ts";

// The shape of a real Squidex schema: typed references (one schema, or a union of several), the
// `Content` interface, `queryContentsByIds`, `referencing…` fields, editor accounts, a clashing name.
const SQUIDEX_LIKE = buildSchema(`
  interface Content { id: String! version: Int! }
  type User { id: String! email: String }
  type Asset { id: String! url: String! }
  scalar JsonScalar
  type Pages implements Content {
    id: String! version: Int! createdByUser: User! flatData: PagesFlatDataDto! data: PagesDataDto! data__dynamic: JsonScalar
    referencingRecipientsContents: [Recipients!] referencesColorsContents: [Colors!]
  }
  type PagesFlatDataDto {
    title: String owner: [Recipients!] color: [Colors!] mixed: [PagesDataMixedUnionDto!] image: [Asset!] blocks: [PagesDataBlocksChildDto!]
  }
  union PagesDataMixedUnionDto = Colors | Recipients
  type PagesDataBlocksChildDto { text: String }
  type PagesDataDto { title: PagesDataTitleDto }
  type PagesDataTitleDto { de: String en: String }
  type PagesResultDto { total: Int! items: [Pages!] }
  type Colors implements Content { id: String! version: Int! flatData: ColorsFlatDataDto! }
  type ColorsFlatDataDto { name: String hexcode: String }
  type Recipients implements Content { id: String! version: Int! flatData: RecipientsFlatDataDto! referencingPagesContents: [Pages!] }
  type RecipientsFlatDataDto { email: String name: String present: JsonScalar }
  type RecipientsResultDto { total: Int! items: [Recipients!] }
  type BackendNavigation { id: String! }
  type TextStyles { id: String! secret: String }
  type TextStyles2 { id: String! }
  type Query {
    findPagesContent(id: String!, version: Int): Pages
    queryPagesContents(top: Int, filter: String): [Pages!]
    queryPagesContentsWithTotal(top: Int): PagesResultDto
    findColorsContent(id: String!, version: Int): Colors
    queryColorsContents: [Colors!]
    findRecipientsContent(id: String!, version: Int): Recipients
    queryRecipientsContents: [Recipients!]
    queryRecipientsContentsWithTotal: RecipientsResultDto
    findBackendNavigationContent(id: String!): BackendNavigation
    queryBackendNavigationContents: [BackendNavigation!]
    findTextStylesContent(id: String!): TextStyles
    queryTextStylesContents: [TextStyles!]
    findTextStyles2Content(id: String!): TextStyles2
    queryContentsByIds(ids: [String!]!): [Content!]
    findAsset(id: String!): Asset
    queryAssets: [Asset!]
  }
  type Mutation { deletePagesContent(id: String!): Pages }
`);
const anonymous = publicGraphQLSchema(introspectionFromSchema(SQUIDEX_LIKE), ["pages", "colors", "text-styles"]);
const check = (query: string) => () => assertPublicQuery(anonymous, parse(query));

describe("the anonymous GraphQL schema", () => {
  it.each([
    "{ queryPagesContents(top: 2) { id flatData { title color { id flatData { name } } image { url } blocks { text } } data { title { de en } } } }",
    '{ findPagesContent(id: "x") { id version } }',
    "{ a: queryPagesContents { id } b: queryColorsContents { flatData { hexcode } } }",
    "{ queryPagesContents { ...P } } fragment P on Pages { id referencesColorsContents { id } }",
    "{ queryPagesContents { flatData { color { ... on Colors { __typename id } } } } }",
    "{ __typename queryPagesContentsWithTotal { total items { __typename id } } }",
    "{ queryAssets { id url } }",
  ])("accepts %s", (query) => expect(check(query)).not.toThrow());

  it.each([
    "{ queryRecipientsContents { flatData { email name present } } }",
    "{ queryBackendNavigationContents { id } }",
    '{ findRecipientsContent(id: "x") { id } }',
    "{ queryRecipientsContentsWithTotal { total } }",
    '{ findPagesContent(id: "x", version: 1) { id } }',
    'query ($v: Int = 1) { findPagesContent(id: "x", version: $v) { id } }',
    "{ queryPagesContents { flatData { owner { id } } } }",
    "{ queryPagesContents { flatData { mixed { __typename } } } }",
    "{ queryPagesContents { referencingRecipientsContents { flatData { email } } } }",
    "{ queryPagesContents { createdByUser { email } } }",
    "{ queryPagesContents { data__dynamic } }",
    '{ queryContentsByIds(ids: ["x"]) { id } }',
    "{ queryPagesContents { ... on Content { id } } }",
    "{ ...Q } fragment Q on Query { queryRecipientsContents { id } }",
    "{ queryPagesContents { referencingRecipientsContents { ...R } } } fragment R on Recipients { flatData { email } }",
    "{ queryPagesContents { flatData { mixed { ... on Recipients { flatData { email } } } } } }",
    "{ pages: queryRecipientsContents { id } }",
    "{ queryPagesContentsWithTotal { items { flatData { owner { id } } } } }",
    // A clashing name may belong to another schema: `TextStyles` is not trusted while `TextStyles2` exists.
    "{ queryTextStylesContents { id secret } }",
  ])("refuses %s, which the full schema answers", (query) => {
    expect(validate(SQUIDEX_LIKE, parse(query))).toEqual([]);
    expect(check(query)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("names the unknown field in the details, as for a schema that does not exist", () => {
    let details: unknown;
    try {
      check("{ queryRecipientsContents { id } }")();
    } catch (error) {
      details = (error as { details: unknown }).details;
    }
    expect(details).toEqual({ graphquery: [expect.stringContaining('Cannot query field "queryRecipientsContents" on type "Query"')] });
  });

  it("keeps no private type at all", () => {
    for (const name of [
      "Recipients",
      "RecipientsFlatDataDto",
      "RecipientsResultDto",
      "BackendNavigation",
      "User",
      "Content",
      "PagesDataMixedUnionDto",
      "TextStyles",
      "Mutation",
    ]) {
      expect(anonymous.getType(name), name).toBeUndefined();
    }
  });
});

// A public schema with a private field (`email`, as PRIVATE_FIELDS has it), listed directly and
// through a reference from another public schema.
const WITH_PRIVATE = buildSchema(`
  type Practitioners { id: String! flatData: PractitionersFlatDataDto! data: PractitionersDataDto! }
  type PractitionersFlatDataDto { name: String email: String }
  type PractitionersDataDto { name: PractitionersDataNameDto email: PractitionersDataEmailDto }
  type PractitionersDataNameDto { iv: String }
  type PractitionersDataEmailDto { iv: String }
  type PractitionersResultDto { total: Int! items: [Practitioners!] }
  type Appointments { id: String! flatData: AppointmentsFlatDataDto! }
  type AppointmentsFlatDataDto { practitioner: [Practitioners!] }
  type Query {
    findPractitionersContent(id: String!): Practitioners
    queryPractitionersContents(filter: String, orderby: String, search: String): [Practitioners!]
    queryPractitionersContentsWithTotal(filter: String, orderby: String, search: String): PractitionersResultDto
    findAppointmentsContent(id: String!): Appointments
    queryAppointmentsContents(filter: String, search: String): [Appointments!]
  }
`);
const withPrivate = publicGraphQLSchema(introspectionFromSchema(WITH_PRIVATE), ["practitioners", "appointments"], PRIVATE_FIELDS);
const checkPrivate = (query: string) => () => assertPublicQuery(withPrivate, parse(query));

describe("private fields in the anonymous GraphQL schema", () => {
  it("are not offered: a query for one fails validation", () => {
    expect(withPrivate.getType("PractitionersDataEmailDto")).toBeUndefined();
    for (const query of [
      "{ queryPractitionersContents { flatData { email } } }",
      "{ queryPractitionersContents { data { email { iv } } } }",
      "{ queryAppointmentsContents { flatData { practitioner { flatData { mail: email } } } } }",
      "{ queryPractitionersContentsWithTotal { items { flatData { ...F } } } } fragment F on PractitionersFlatDataDto { email }",
    ]) {
      expect(validate(WITH_PRIVATE, parse(query))).toEqual([]);
      expect(checkPrivate(query), query).toThrow(expect.objectContaining({ code: "BadRequest", status: 400 }));
    }
    expect(checkPrivate("{ queryPractitionersContents { id flatData { name } data { name { iv } } } }")).not.toThrow();
  });

  it.each([
    `{ queryPractitionersContents(filter: "data/email/iv eq 'x'") { id } }`,
    `{ queryPractitionersContents(filter: "data/name/iv eq 'a' or startswith(data/EMAIL/iv, 'k')") { id } }`,
    '{ queryPractitionersContentsWithTotal(orderby: "data/email/iv asc") { total } }',
    '{ queryPractitionersContents(search: "kontakt@") { id } }',
    '{ queryPractitionersContents(filter: "data/\\u0065mail/iv eq 1") { id } }',
    "query ($f: String = \"data/email/iv eq 'x'\") { queryPractitionersContents(filter: $f) { id } }",
  ])("refuses the probe %s", (query) => {
    expect(checkPrivate(query)).toThrow(expect.objectContaining({ code: "PrivateFieldQuery", status: 400 }));
  });

  it("lets other filters, orders and searches through", () => {
    expect(checkPrivate(`{ queryPractitionersContents(filter: "data/name/iv eq 'a'", orderby: "data/name/iv", search: null) { id } }`)).not.toThrow();
    expect(checkPrivate('{ queryAppointmentsContents(search: "yoga", filter: "data/email/iv eq 1") { id } }')).not.toThrow();
    expect(privateProbeIssues(anonymous, parse(`{ queryPagesContents(filter: "data/title/iv eq 'a'") { id } }`), { pages: ["title"] })).toHaveLength(1);
  });
});

describe("createPublicGraphQL over the embedded service", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "baukasten-public-graphql-"));
  const servicesReady = createServices(loadConfig({ DATA_DIR: dataDir }));
  afterAll(async () => {
    await (await servicesReady).close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds each schema's GraphQL types under the name graphqlTypeName gives it", async () => {
    const services = await servicesReady;
    const names = ["blog-posts", "x", "a1-b2", "3d-models", "my-2nd-list"];
    for (const name of names) {
      await services.cms.schemas.create({
        name,
        isPublished: true,
        fields: [{ name: "title", partitioning: "invariant", properties: { fieldType: "String" } }],
      });
    }
    const Result = v.object({ __schema: v.object({ queryType: v.object({ fields: v.array(v.object({ name: v.string() })) }) }) });
    const result = await services.cms.graphql("{ __schema { queryType { fields { name } } } }", undefined, undefined, Result);
    const fields = result.__schema.queryType.fields.map((field) => field.name);
    expect(names.map(graphqlTypeName)).toEqual(["BlogPosts", "X", "A1B2", "gql_3dModels", "My2ndList"]);
    for (const name of names) {
      expect(fields).toContain(`find${graphqlTypeName(name)}Content`);
      expect(fields).toContain(`query${graphqlTypeName(name)}Contents`);
    }
  });

  it("introspects once per TTL, again after clear(), and does not keep a failed build", async () => {
    const services = await servicesReady;
    let calls = 0;
    let fail = false;
    let clock = 0;
    const counted = {
      graphql: ((...args: Parameters<typeof services.cms.graphql>) => {
        calls++;
        return fail ? Promise.reject(new Error("down")) : services.cms.graphql(...args);
      }) as typeof services.cms.graphql,
    };
    const holder = createPublicGraphQL(counted, { ttlMs: 1000, now: () => clock });
    const first = await holder.schema();
    expect(first.getQueryType()?.getFields().queryAssets).toBeDefined();
    expect(await holder.schema()).toBe(first);
    expect(calls).toBe(1);
    clock = 1000;
    expect(await holder.schema()).not.toBe(first);
    expect(calls).toBe(2);
    holder.clear();
    fail = true;
    await expect(holder.schema()).rejects.toThrow("down");
    fail = false;
    await holder.schema();
    expect(calls).toBe(4);
  });
});
