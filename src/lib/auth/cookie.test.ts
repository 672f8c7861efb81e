import { describe, expect, it } from "vitest";
import { clearEditorHint, clearSessionCookie, readSessionId, serializeEditorHint, serializeSessionCookie, sessionCookie } from "./cookie.ts";

describe("session cookie", () => {
  it("is __Host- and Secure outside plain-HTTP localhost", () => {
    const url = new URL("https://example.test/");
    expect(sessionCookie(url)).toEqual({ name: "__Host-session", secure: true });
    const set = serializeSessionCookie(url, "abc");
    expect(set).toBe("__Host-session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure");
    expect(sessionCookie(new URL("http://example.test/")).secure).toBe(true);
    expect(clearSessionCookie(url)).toMatch(/^__Host-session=; .*Max-Age=0; Secure$/);
  });

  it("is plain `session` on http://localhost and 127.0.0.1", () => {
    for (const u of ["http://localhost:4321/", "http://127.0.0.1:4321/"]) {
      expect(sessionCookie(new URL(u))).toEqual({ name: "session", secure: false });
      expect(serializeSessionCookie(new URL(u), "abc")).not.toMatch(/Secure/);
    }
  });

  it("reads only the cookie name valid for the URL", () => {
    const url = new URL("https://example.test/");
    expect(readSessionId(new Request(url, { headers: { cookie: "session=plain; __Host-session=hosted" } }), url)).toBe("hosted");
    expect(readSessionId(new Request(url, { headers: { cookie: "session=plain" } }), url)).toBeUndefined();
  });
});

describe("editor hint cookie", () => {
  it("is readable by scripts (no HttpOnly), lives as long as the session and is Secure where the session cookie is", () => {
    const url = new URL("https://example.test/");
    expect(serializeEditorHint(url)).toBe("editor=1; Path=/; SameSite=Lax; Max-Age=43200; Secure");
    expect(clearEditorHint(url)).toBe("editor=; Path=/; SameSite=Lax; Max-Age=0; Secure");
    expect(serializeEditorHint(new URL("http://127.0.0.1:4321/"))).toBe("editor=1; Path=/; SameSite=Lax; Max-Age=43200");
  });
});
