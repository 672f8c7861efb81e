import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HttpError } from "../errors/http-error.ts";
import { assertNoPrivateProbe, fieldSpellings, mentionsField, withoutPrivateFields } from "./private-fields.ts";
import { PRIVATE_FIELDS, PUBLIC_SCHEMAS } from "./public-schemas.ts";

const item = (data: Record<string, unknown>) => ({ id: "a", version: 3, data });
const probe = (schema: string, query: string) => () => assertNoPrivateProbe(schema, new URLSearchParams(query));
const refused = (schema: string, query: string) => {
  try {
    assertNoPrivateProbe(schema, new URLSearchParams(query));
  } catch (error) {
    return error instanceof HttpError && error.code === "PrivateFieldQuery" && error.status === 400;
  }
  return false;
};

describe("PRIVATE_FIELDS", () => {
  it("names public schemas only (a private schema is unreadable as a whole)", () => {
    for (const schema of Object.keys(PRIVATE_FIELDS)) expect(PUBLIC_SCHEMAS.has(schema)).toBe(true);
    expect(PRIVATE_FIELDS.practitioners).toContain("email");
  });
});

describe("withoutPrivateFields", () => {
  it("drops the private fields from every item of a list, flattened or by partition", () => {
    const list = { total: 2, items: [item({ name: "A", email: "a@x.example" }), item({ name: { iv: "B" }, email: { iv: "b@x.example" } })] };
    expect(withoutPrivateFields("practitioners", list)).toEqual({ total: 2, items: [item({ name: "A" }), item({ name: { iv: "B" } })] });
    expect(list.items[0]!.data.email).toBe("a@x.example");
  });

  it("drops them from a single item and keeps everything else", () => {
    expect(withoutPrivateFields("practitioners", { ...item({ email: "a@x.example", slug: "a" }), status: "Published" })).toEqual({
      ...item({ slug: "a" }),
      status: "Published",
    });
  });

  it("leaves schemas without private fields and odd shapes alone", () => {
    const page = item({ email: "kept@x.example" });
    expect(withoutPrivateFields("pages", page)).toBe(page);
    expect(withoutPrivateFields("practitioners", null)).toBe(null);
    expect(withoutPrivateFields("practitioners", { items: [null, 1, { data: ["x"] }] })).toEqual({ items: [null, 1, { data: ["x"] }] });
  });

  it("never leaves a private field in any item (property)", () => {
    const key = fc.oneof(fc.constantFrom("email", "name", "slug"), fc.string());
    const data = fc.dictionary(key, fc.jsonValue());
    fc.assert(
      fc.property(fc.array(data), fc.boolean(), (datas, single) => {
        const answer = single && datas[0] ? item(datas[0]) : { items: datas.map(item), total: datas.length };
        const stripped = JSON.stringify(withoutPrivateFields("practitioners", answer));
        const items = single && datas[0] ? [JSON.parse(stripped)] : (JSON.parse(stripped) as { items: unknown[] }).items;
        for (const [i, it] of (items as { data: Record<string, unknown> }[]).entries()) {
          expect(Object.hasOwn(it.data, "email")).toBe(false);
          const { email: _gone, ...rest } = datas[i]!;
          expect(it.data).toEqual(JSON.parse(JSON.stringify(rest)));
        }
      }),
    );
  });
});

describe("mentionsField", () => {
  it("finds a field's name as a word in any case and spelling", () => {
    expect(fieldSpellings("e-mail-address")).toEqual(["e-mail-address", "e_mail_address", "eMailAddress"]);
    expect(mentionsField(["email"], "data/email/iv eq 'x'")).toBe(true);
    expect(mentionsField(["email"], "data/EMAIL/iv asc")).toBe(true);
    expect(mentionsField(["e-mail"], "data/e_mail/iv eq 'x'")).toBe(true);
    expect(mentionsField(["email"], "data/emailing/iv eq 'x'")).toBe(false);
    expect(mentionsField(["email"], "data/name/iv eq 'x'")).toBe(false);
  });
});

describe("assertNoPrivateProbe", () => {
  it("refuses filters and orders naming a private field, and every full-text search", () => {
    expect(refused("practitioners", "$filter=data/email/iv eq 'kontakt@x.example'")).toBe(true);
    expect(refused("practitioners", "$filter=startswith(data/Email/iv, 'k')")).toBe(true);
    expect(refused("practitioners", "$orderby=data/email/iv asc")).toBe(true);
    expect(refused("practitioners", "$search=kontakt@")).toBe(true);
    expect(refused("practitioners", `q=${JSON.stringify({ fullText: "kontakt" })}`)).toBe(true);
    expect(refused("practitioners", `q={"filter":{"path":"data.\\u0065mail.iv","op":"eq","value":"x"}}`)).toBe(true);
  });

  it("lets other queries and other schemas through", () => {
    expect(probe("practitioners", "$filter=data/slug/iv eq 'a'&$orderby=data/name/iv asc&$top=5")).not.toThrow();
    expect(probe("practitioners", `q=${JSON.stringify({ filter: { path: "data.slug.iv", op: "eq", value: "a" } })}`)).not.toThrow();
    expect(probe("pages", "$search=email&$filter=data/email/iv eq 'x'")).not.toThrow();
  });
});
