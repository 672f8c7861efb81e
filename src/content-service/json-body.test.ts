import { describe, expect, it } from "vitest";
import { JsonBody, jsonFragment } from "./json-body.ts";

const decode = (chunks: Uint8Array[]) => new TextDecoder().decode(Buffer.concat(chunks));

describe("JsonBody", () => {
  it("writes text, fragments and stored bytes in order, across chunk boundaries", () => {
    const body = new JsonBody();
    const parts: string[] = [];
    body.text("[");
    parts.push("[");
    const stored = Buffer.from(JSON.stringify({ text: "ä".repeat(40_000) }));
    for (let i = 0; i < 5; i++) {
      if (i) {
        body.fragment(jsonFragment(","));
        parts.push(",");
      }
      body.bytes(new Uint8Array(stored));
      parts.push(stored.toString("utf8"));
    }
    body.text("]");
    parts.push("]");
    const chunks = body.end();
    expect(chunks.length).toBeGreaterThan(1);
    expect(decode(chunks)).toBe(parts.join(""));
  });

  it("keeps a large stored value in one piece", () => {
    const stored = new Uint8Array(Buffer.from(JSON.stringify("x".repeat(200_000))));
    const body = new JsonBody();
    body.text("[");
    body.bytes(stored);
    body.text("]");
    expect(decode(body.end())).toBe(`[${Buffer.from(stored).toString()}]`);
  });
});
