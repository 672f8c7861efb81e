import { describe, expect, it } from "vitest";
import { firstWideChar, JsonBody, jsonFragment } from "./json-body.ts";

const decode = (chunks: Uint8Array[]) => new TextDecoder().decode(Buffer.concat(chunks));

describe("firstWideChar", () => {
  it("finds exactly a byte 0xC4 or higher, at every position and alignment", () => {
    const backing = new Uint8Array(64);
    const wrong: string[] = [];
    for (let offset = 0; offset < 4; offset++) {
      for (const length of [0, 1, 3, 4, 7, 16, 17, 33]) {
        const view = backing.subarray(offset, offset + length);
        for (let at = 0; at < length; at++) {
          for (let byte = 0; byte < 256; byte++) {
            view.fill(0x61);
            view[at] = byte;
            if (firstWideChar(view) !== (byte >= 0xc4 ? at : -1)) wrong.push(`byte ${byte} at ${at} of ${length} (offset ${offset})`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads real UTF-8: ASCII and Latin-1 letters are not wide, anything past U+00FF is", () => {
    const utf8 = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));
    expect(firstWideChar(utf8('{"name":{"iv":"Jürgen Weiß, Ärger, Öl, ÿ"}}'))).toBe(-1);
    for (const wide of ["Ā", "–", "ł", "€", "漢", "😀"]) expect(firstWideChar(utf8(`{"a":"äx${wide}y"}`)), wide).toBe(9);
  });
});

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

  it("escapes every character above U+00FF, in text, fragments and stored bytes, keeping the JSON value", () => {
    const value = { a: "Grüße – „Zitat“", b: ["emoji 😀🇩🇪", "CJK 漢字", "RTL שלום"], "schlüssel €": "ÿ" };
    const json = JSON.stringify(value);
    const body = new JsonBody();
    body.text(`[${json},`);
    body.fragment(jsonFragment(`${json},`));
    body.bytes(new Uint8Array(Buffer.from(json)));
    body.text("]");
    const text = decode(body.end());
    expect(text).not.toMatch(/[\u0100-\uffff]/);
    expect(text).toContain("Grüße \\u2013 \\u201eZitat\\u201c");
    expect(JSON.parse(text)).toEqual([value, value, value]);
  });

  it("escapes stored bytes of every UTF-8 length like JSON text, and replaces malformed UTF-8 as a decoder does", () => {
    const value = "ä Ā ß – ł € 漢 😀 \u{10ffff} ÿ end";
    for (const bytes of [
      Buffer.from(JSON.stringify(value)),
      Buffer.from([0x22, 0x61, 0xc4, 0x22]),
      Buffer.from([0x22, 0xe2, 0x80, 0x22, 0xe2, 0x80, 0x93, 0x22]),
    ]) {
      const body = new JsonBody();
      body.bytes(new Uint8Array(bytes));
      const text = decode(body.end());
      const reference = new TextDecoder().decode(bytes).replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
      expect(text).toBe(reference);
    }
  });

  it("keeps a large stored value in one piece", () => {
    const stored = new Uint8Array(Buffer.from(JSON.stringify("x".repeat(200_000))));
    const body = new JsonBody();
    body.text("[");
    body.bytes(stored);
    body.text("]");
    const chunks = body.end();
    expect(decode(chunks)).toBe(`[${Buffer.from(stored).toString()}]`);
    // One chunk holds the whole value: it is not split across chunk boundaries.
    expect(chunks.some((chunk) => chunk.byteLength >= stored.byteLength)).toBe(true);
  });
});
