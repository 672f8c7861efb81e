import { describe, expect, it } from "vitest";
import { checkContent, isSvgDocument } from "./check-content.ts";
import { imageSize } from "./image-size.ts";
import { parseAssetFilter, parseAssetOrderBy } from "./asset-filter.ts";
import { slugify, metadataText } from "./dto.ts";
import { parseRange, disposition } from "./serve-content.ts";

// 3x2 PNG and 1x1 GIF, generated once and inlined so the tests have no fixture files.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4nGP4z8DwHwYZ4BwASNoF+9Lz1wQAAAAASUVORK5CYII=", "base64");
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12"><rect/></svg>\n');
const HTML = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");

describe("checkContent", () => {
  it("accepts genuine files of allowed types", async () => {
    expect((await checkContent(PNG, "image/png", "logo.png")).mimeType).toBe("image/png");
    expect((await checkContent(GIF, "image/gif", "x.gif")).type).toBe("Image");
    expect((await checkContent(PDF, "application/pdf", "doc.pdf")).inline).toBe(false);
    expect((await checkContent(SVG, "image/svg+xml", "icon.svg")).text).toBe("svg");
    expect((await checkContent(Buffer.from('{"a":1}'), "application/json", "a.json")).mimeType).toBe("application/json");
  });

  it("infers the type when none or octet-stream is declared", async () => {
    expect((await checkContent(PNG, "", "logo")).mimeType).toBe("image/png");
    expect((await checkContent(PNG, "application/octet-stream", "logo.png")).mimeType).toBe("image/png");
  });

  it("refuses content that does not match the declared type", async () => {
    await expect(checkContent(HTML, "image/png", "x.png")).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkContent(PNG, "image/jpeg", "x.jpg")).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkContent(HTML, "image/svg+xml", "x.svg")).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkContent(PNG, "text/plain", "x.txt")).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkContent(Buffer.from("{nope"), "application/json", "x.json")).rejects.toMatchObject({ statusCode: 400 });
  });

  it("refuses types outside the allow-list and mismatched extensions", async () => {
    await expect(checkContent(HTML, "text/html", "x.html")).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkContent(PNG, "image/png", "x.html")).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkContent(HTML, "", "x.html")).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("isSvgDocument", () => {
  it("wants an <svg> root and no entity declarations", () => {
    expect(isSvgDocument('<svg viewBox="0 0 1 1"/>')).toBe(true);
    expect(isSvgDocument("<!-- c --><svg></svg><!-- end -->")).toBe(true);
    expect(isSvgDocument("<html><svg></svg></html>")).toBe(false);
    expect(isSvgDocument('<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>')).toBe(false);
    expect(isSvgDocument("<svg></svg><script>alert(1)</script>")).toBe(false);
  });
});

describe("imageSize", () => {
  it("reads PNG, GIF and SVG sizes", () => {
    expect(imageSize(PNG, "image/png")).toEqual({ width: 3, height: 2 });
    expect(imageSize(GIF, "image/gif")).toEqual({ width: 1, height: 1 });
    expect(imageSize(SVG, "image/svg+xml")).toEqual({ width: 24, height: 12 });
    expect(imageSize(Buffer.from('<svg viewBox="0 0 100 50"></svg>'), "image/svg+xml")).toEqual({ width: 100, height: 50 });
    expect(imageSize(Buffer.from([1, 2]), "image/png")).toBeUndefined();
  });
});

describe("asset $filter and $orderby", () => {
  it("builds parameterised SQL only", () => {
    const f = parseAssetFilter("fileName eq 'it''s; DROP TABLE assets' and (fileSize gt 10 or contains(mimeType, 'image'))");
    expect(f.sql).toBe("(file_name = ? AND (file_size > ? OR mime_type LIKE ? ESCAPE '\\'))");
    expect(f.params).toEqual(["it's; DROP TABLE assets", 10, "%image%"]);
    expect(parseAssetFilter("tags eq 'image'").sql).toContain("json_each(tags)");
    expect(parseAssetFilter("created ge 2024-01-01T00:00:00Z").params).toEqual(["2024-01-01T00:00:00Z"]);
  });

  it("refuses unknown fields, operators and trailing junk with 400", () => {
    for (const bad of ["secret eq 1", "fileName like 'x'", "fileName eq 'x' )", "fileName eq", "1 eq 1", "fileName eq 'x'; --"]) {
      expect(() => parseAssetFilter(bad), bad).toThrow(expect.objectContaining({ statusCode: 400 }));
    }
  });

  it("orders by whitelisted columns with id as tie-breaker", () => {
    expect(parseAssetOrderBy(null)).toBe("last_modified DESC, id ASC");
    expect(parseAssetOrderBy("fileSize desc, fileName")).toBe("file_size DESC, file_name ASC, id ASC");
    expect(() => parseAssetOrderBy("file_size; DROP")).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe("helpers", () => {
  it("slugifies file names", () => {
    expect(slugify("Logo Squared.PNG")).toBe("logo-squared.png");
    expect(slugify("Größe ../..\\x.svg")).toBe("grosse-x.svg");
    expect(slugify("../../etc/passwd")).not.toContain("/");
  });
  it("formats metadata text", () => {
    expect(metadataText(19_500, 600, 600)).toBe("600x600px, 19 kB");
    expect(metadataText(12)).toBe("12 bytes");
  });
  it("parses single byte ranges", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual([0, 9]);
    expect(parseRange("bytes=-10", 100)).toEqual([90, 99]);
    expect(parseRange("bytes=95-", 100)).toEqual([95, 99]);
    expect(parseRange("bytes=100-", 100)).toBe("invalid");
    expect(parseRange(null, 100)).toBeUndefined();
  });
  it("makes header-safe dispositions", () => {
    expect(disposition("attachment", 'a"b\r\n.pdf')).toBe(`attachment; filename="a_b__.pdf"; filename*=UTF-8''a%22b%0D%0A.pdf`);
  });
});
