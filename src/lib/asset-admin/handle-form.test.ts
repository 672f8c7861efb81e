import { describe, expect, it } from "vitest";
import { cleanName, focusValue } from "./handle-form.ts";

describe("cleanName", () => {
  it.each([
    ["  Foto Sommer 2026.png ", "Foto Sommer 2026.png"],
    ["Übung – Atem.jpg", "Übung – Atem.jpg"],
    ["x".repeat(200), "x".repeat(200)],
  ])("keeps an ordinary name, trimmed: %j", (input, name) => {
    expect(cleanName(input)).toBe(name);
  });

  it.each([
    ["C:\\Users\\x\\bild.png", "bild.png"],
    ["../../etc/passwd", "passwd"],
    ['<img src=x onerror="a">.png', "img src=x onerror=a.png"],
    ["a\u0000b\nc\u007f.png", "abc.png"],
  ])("drops a path, control characters, quotes and angle brackets: %j", (input, name) => {
    expect(cleanName(input)).toBe(name);
  });

  it.each(["", "   ", "dir/", "<>", "x".repeat(201)])("has no name for an empty, blank or over-long one: %j", (input) => {
    expect(cleanName(input)).toBeUndefined();
  });
});

describe("focusValue", () => {
  it.each([
    ["0.5", 0.5],
    [" -0,25 ", -0.25],
    ["1", 1],
    ["-1", -1],
    ["0", 0],
    [".5", 0.5],
    ["+1", 1],
    ["0.12345", 0.123],
  ])("reads a number in -1..1, with a point or a German decimal comma, to three places: %j", (input, value) => {
    expect(focusValue(input)).toBe(value);
  });

  it.each(["", "  ", "links", "1.01", "-2", "Infinity", "0x1", "1e-1"])("refuses empty text, what is not a number and what is out of range: %j", (input) => {
    expect(focusValue(input)).toBeUndefined();
  });
});
