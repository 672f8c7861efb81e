import { describe, expect, it } from "vitest";
import { writeRefusal } from "./write-refusal.ts";

describe("writeRefusal", () => {
  it("is a 400 Squidex clients read as a validation error, with the problems by block and field", async () => {
    const res = writeRefusal(
      [
        { path: "blocks.iv[1].text.de", blockId: "h1", field: "text.de", message: "Text is required." },
        { path: "", message: "Whole" },
      ],
      "en",
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      error: "ContentInvalid",
      errorCode: "VALIDATION_ERROR",
      statusCode: 400,
      details: ["blocks.iv[1].text.de: Text is required.", "Whole"],
      issues: [{ blockId: "h1", field: "text.de" }, { path: "" }],
    });
    expect(body.message).toMatch(/Nothing was saved/);
  });
});
