import { describe, expect, it } from "vitest";
import { uploadOutcome } from "./upload-asset.ts";

const created = { id: "n1", fileName: "neu.png", slug: "neu.png", mimeType: "image/png", fileVersion: 0 };

describe("uploadOutcome", () => {
  it("is a success on 201 with the new asset", () => {
    expect(uploadOutcome("site", 201, created)).toEqual({
      ok: true,
      asset: { id: "n1", fileName: "neu.png", mimeType: "image/png", url: "/cms/api/assets/site/n1/neu.png?version=0" },
    });
  });
  it("is a success on another 2xx that carries an id", () => {
    expect(uploadOutcome("site", 200, created).ok).toBe(true);
  });
  it("is an error otherwise, with the service's message", () => {
    expect(uploadOutcome("site", 413, { message: "Too large" })).toEqual({ ok: false, status: 413, message: "Too large" });
    expect(uploadOutcome("site", 200, null)).toEqual({ ok: false, status: 200 });
    expect(uploadOutcome("site", 201, { id: "n1" })).toEqual({ ok: false, status: 201 });
  });
});
