import { describe, expect, it } from "vitest";
import { isValidHost } from "./host-header.ts";

describe("isValidHost", () => {
  it.each([
    "localhost",
    "localhost:4321",
    "127.0.0.1",
    "127.0.0.1:4321",
    "example.test",
    "www.example.test.",
    "a-b_c.example:443",
    "[::1]",
    "[::1]:4321",
    "[2001:db8::1]:80",
    undefined,
  ])("accepts %j", (host) => expect(isValidHost(host)).toBe(true));

  it.each([
    "a@b",
    "127.0.0.1:4321@evil.test",
    "user:pass@example.test",
    "",
    " ",
    "example.test/path",
    "example.test?x",
    "example.test#x",
    "exa mple.test",
    "ex%41mple.test",
    "example.test:",
    "example.test:99999",
    "example.test:12a",
    "[::1",
    "::1",
    "[::g]",
    "[:::::]",
    "1.2.3.999",
    "-example.test",
    "example..test",
    "\\evil.test",
    "example.test\r\nx: y",
    "[::1]@evil.test",
    "a".repeat(300),
  ])("refuses %j", (host) => expect(isValidHost(host)).toBe(false));
});
