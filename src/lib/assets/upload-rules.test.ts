import { describe, expect, it } from "vitest";
import { acceptAttribute, checkUpload, formatBytes, typeList, type UploadRules } from "./upload-rules.ts";

const rules: UploadRules = {
  maxBytes: 1024 * 1024,
  types: [
    { mimeType: "image/png", extensions: ["png"], type: "Image" },
    { mimeType: "image/jpeg", extensions: ["jpg", "jpeg"], type: "Image" },
    { mimeType: "application/pdf", extensions: ["pdf"], type: "Unknown" },
  ],
};
const file = (name: string, size: number, type = "") => ({ name, size, type });

describe("checkUpload", () => {
  it("lets through an accepted type within the limit, by MIME type or extension", () => {
    expect(checkUpload(file("a.png", 10, "image/png"), rules, true)).toBeUndefined();
    expect(checkUpload(file("a.JPEG", 10), rules, true)).toBeUndefined();
    expect(checkUpload(file("a.pdf", 10, "application/pdf"), rules, false)).toBeUndefined();
  });
  it("refuses another type, a document in an image field, an empty or too large file", () => {
    expect(checkUpload(file("a.exe", 10, "application/x-msdownload"), rules, false)).toBe("type");
    expect(checkUpload(file("a.pdf", 10, "application/pdf"), rules, true)).toBe("type");
    expect(checkUpload(file("a.png", 0, "image/png"), rules, true)).toBe("empty");
    expect(checkUpload(file("a.png", 1024 * 1024 + 1, "image/png"), rules, true)).toBe("size");
    expect(checkUpload(file("a.png", 1024 * 1024, "image/png"), rules, true)).toBeUndefined();
  });
});

describe("what the picker shows before an upload", () => {
  it("lists the types and the limit as an editor reads them", () => {
    expect(typeList(rules, true)).toBe("PNG, JPG");
    expect(typeList(rules, false)).toBe("PNG, JPG, PDF");
    expect(acceptAttribute(rules, true)).toEqual(["image/png", ".png", "image/jpeg", ".jpg", ".jpeg"]);
    expect(formatBytes(10 * 1024 * 1024 - 8192, "de")).toBe("10 MB");
    expect(formatBytes(2.5 * 1024 * 1024, "de")).toBe("2,5 MB");
    expect(formatBytes(2.5 * 1024 * 1024, "en")).toBe("2.5 MB");
    expect(formatBytes(300 * 1024, "en")).toBe("300 KB");
  });
});
