import { describe, expect, it } from "vitest";
import { cleanName, focusValue } from "./handle-form.ts";

describe("cleanName", () => {
  it("keeps an ordinary name, trimmed", () => {
    expect(cleanName("  Foto Sommer 2026.png ")).toBe("Foto Sommer 2026.png");
    expect(cleanName("Übung – Atem.jpg")).toBe("Übung – Atem.jpg");
  });

  it("drops a path, control characters, quotes and angle brackets", () => {
    expect(cleanName("C:\\Users\\x\\bild.png")).toBe("bild.png");
    expect(cleanName("../../etc/passwd")).toBe("passwd");
    expect(cleanName('<img src=x onerror="a">.png')).toBe("img src=x onerror=a.png");
    expect(cleanName("a\u0000b\nc\u007f.png")).toBe("abc.png");
  });

  it("has no name for an empty, blank or over-long one", () => {
    expect(cleanName("")).toBeUndefined();
    expect(cleanName("   ")).toBeUndefined();
    expect(cleanName("dir/")).toBeUndefined();
    expect(cleanName("<>")).toBeUndefined();
    expect(cleanName("x".repeat(200))).toBe("x".repeat(200));
    expect(cleanName("x".repeat(201))).toBeUndefined();
  });
});

describe("focusValue", () => {
  it("reads a number in -1..1, with a point or a German decimal comma, to three places", () => {
    expect(focusValue("0.5")).toBe(0.5);
    expect(focusValue(" -0,25 ")).toBe(-0.25);
    expect(focusValue("1")).toBe(1);
    expect(focusValue("-1")).toBe(-1);
    expect(focusValue("0")).toBe(0);
    expect(focusValue(".5")).toBe(0.5);
    expect(focusValue("+1")).toBe(1);
    expect(focusValue("0.12345")).toBe(0.123);
  });

  it("refuses empty text, what is not a number and what is out of range", () => {
    expect(focusValue("")).toBeUndefined();
    expect(focusValue("  ")).toBeUndefined();
    expect(focusValue("links")).toBeUndefined();
    expect(focusValue("1.01")).toBeUndefined();
    expect(focusValue("-2")).toBeUndefined();
    expect(focusValue("Infinity")).toBeUndefined();
    expect(focusValue("0x1")).toBeUndefined();
    expect(focusValue("1e-1")).toBeUndefined();
  });
});
