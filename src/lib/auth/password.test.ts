import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("scrypt passwords", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("never matches malformed or weakened hashes", async () => {
    const hash = await hashPassword("pw");
    const parts = hash.split("$");
    for (const bad of ["", "plain", "scrypt$1$1$1$x$y", [parts[0], 1024, ...parts.slice(2)].join("$"), hash.slice(0, -2)]) {
      expect(await verifyPassword("pw", bad)).toBe(false);
    }
  });
});
