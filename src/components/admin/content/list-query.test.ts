import { describe, expect, it } from "vitest";
import { buildFormModel } from "../../../forms/index.ts";
import { dataColumns, listHref, odataOf, readListQuery } from "./list-query.ts";

const model = buildFormModel([
  { name: "name", partitioning: "invariant", properties: { fieldType: "String", isRequired: true } },
  { name: "display", partitioning: "invariant", properties: { fieldType: "Boolean" } },
  { name: "description", partitioning: "language", properties: { fieldType: "String", editor: "TextArea" } },
  { name: "city", partitioning: "invariant", properties: { fieldType: "String" } },
  { name: "issue-title", partitioning: "language", properties: { fieldType: "String" } },
]);
const columns = dataColumns(model);

describe("content list query", () => {
  it("shows the first two short fields as columns (no booleans or long texts)", () => {
    expect(columns.map((c) => [c.field.name, c.part])).toEqual([
      ["name", "iv"],
      ["city", "iv"],
    ]);
  });

  it("reads search, state, order and page from the URL and asks the content service for that page", () => {
    const query = readListQuery(new URLSearchParams("q=Anna&status=Draft&sort=city&dir=desc&page=3"), columns);
    expect(query).toEqual({ q: "Anna", status: "Draft", sort: "city", dir: "desc", page: 3 });
    expect(odataOf(query, columns)).toEqual({
      top: 25,
      skip: 50,
      orderby: "data/city/iv desc,lastModified desc",
      filter: "status eq 'Draft'",
      search: "Anna",
    });
  });

  it("falls back to the newest change first for anything unknown or malformed", () => {
    const query = readListQuery(new URLSearchParams("sort=data/secret&dir=up&page=0&status=Deleted&q="), columns);
    expect(query).toEqual({ q: "", status: undefined, sort: "lastModified", dir: "desc", page: 1 });
    expect(odataOf(query, columns)).toEqual({ top: 25, skip: 0, orderby: "lastModified desc" });
  });

  it("sorts a localized column by its German text, with OData's underscore for a dash", () => {
    const localized = dataColumns(buildFormModel([{ name: "issue-title", partitioning: "language", properties: { fieldType: "String" } }]));
    expect(odataOf(readListQuery(new URLSearchParams("sort=issue-title"), localized), localized).orderby).toBe("data/issue_title/de asc,lastModified desc");
  });

  it("cuts a long search term and writes links without the defaults", () => {
    const query = readListQuery(new URLSearchParams({ q: "x".repeat(150) }), columns);
    expect(query.q).toHaveLength(100);
    const base = readListQuery(new URLSearchParams(), columns);
    expect(listHref("/manage/squidex/practitioners", base)).toBe("/manage/squidex/practitioners");
    expect(listHref("/manage/squidex/practitioners", base, { sort: "name", dir: "asc", page: 2, q: "a b" })).toBe(
      "/manage/squidex/practitioners?q=a+b&sort=name&page=2",
    );
  });
});
