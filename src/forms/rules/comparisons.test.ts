import { describe, expect, it } from "vitest";
import { check, passes } from "../../../tests/support/forms/rules/rule-check.ts";

describe("is", () => {
  it("passes one of the arguments, comparing as text", () => {
    expect(passes("is:small,medium", "small")).toBe(true);
    expect(passes("is:1,2", 2)).toBe(true);
    expect(passes("is:true", true)).toBe(true);
    expect(passes("is:small,medium", "Small")).toBe(false);
    expect(passes("is:a", ["a"])).toBe(false);
    expect(passes("is:a", { a: 1 })).toBe(false);
  });

  it("lists a few allowed values, and only says not allowed for many", () => {
    expect(check("is:s,m,l", "x", { labels: { field: "size" } })).toBe("Size must be “s”, “m” or “l”.");
    expect(check("is:s", "x", { labels: { field: "size" } })).toBe("Size must be “s”.");
    expect(check("is:a,b,c,d,e,f", "x", { labels: { field: "size" } })).toBe("Size is not an allowed value.");
    expect(check("is:s,m,l", "x", { labels: { field: "Größe" }, lang: "de" })).toBe("Größe muss „s“, „m“ oder „l“ sein.");
  });
});

describe("not", () => {
  it("fails one of the arguments and passes anything else", () => {
    expect(passes("not:admin,root", "admin")).toBe(false);
    expect(passes("not:0", 0)).toBe(false);
    expect(passes("not:admin,root", "anna")).toBe(true);
    expect(passes("not:a", ["a"])).toBe(true);
  });

  it("repeats the value, cut short", () => {
    expect(check("not:admin", "admin", { labels: { field: "user name" } })).toBe("User name must not be “admin”.");
    const long = "x".repeat(60);
    expect(check(`not:${long}`, long, { lang: "de" })).toBe(`Field darf nicht „${"x".repeat(39)}…“ sein.`);
  });
});

describe("matches", () => {
  it("tests regular expressions with their flags", () => {
    expect(passes("matches:/^[a-z]+$/", "abc")).toBe(true);
    expect(passes("matches:/^[a-z]+$/", "aBc")).toBe(false);
    expect(passes("matches:/^[a-z]+$/i", "aBc")).toBe(true);
    expect(passes("matches:/^(de|en)$/", "en")).toBe(true);
    expect(passes("matches:/^\\d{2,3}$/", "1234")).toBe(false);
  });

  it("compares plain arguments for equality and passes when any matches", () => {
    expect(passes("matches:yes,/^ok$/", "yes")).toBe(true);
    expect(passes("matches:yes,/^ok$/", "ok")).toBe(true);
    expect(passes("matches:yes,/^ok$/", "yes!")).toBe(false);
  });

  it("gives the same answer every time (no global flag state)", () => {
    for (let i = 0; i < 3; i++) expect(passes("matches:/a/i", "A")).toBe(true);
  });

  it("fails values that are not text", () => {
    expect(passes("matches:/.*/", ["a"])).toBe(false);
    expect(check("matches:/^[a-z]+$/", "A1", { labels: { field: "slug" } })).toBe("Slug is not in the expected format.");
  });
});

describe("starts_with / ends_with", () => {
  it("pass text with one of the beginnings or endings", () => {
    expect(passes("starts_with:https://,/", "/about")).toBe(true);
    expect(passes("starts_with:https://,/", "http://x")).toBe(false);
    expect(passes("ends_with:.de,.at", "example.at")).toBe(true);
    expect(passes("ends_with:.de,.at", "example.ch")).toBe(false);
    expect(passes("ends_with:5", 15)).toBe(false);
  });

  it("list the beginnings and endings", () => {
    expect(check("starts_with:https://,/", "x", { labels: { field: "link" } })).toBe("Link must start with “https://” or “/”.");
    expect(check("ends_with:.de,.at,.ch", "x", { labels: { field: "Domain" }, lang: "de" })).toBe("Domain muss auf „.de“, „.at“ oder „.ch“ enden.");
  });
});
