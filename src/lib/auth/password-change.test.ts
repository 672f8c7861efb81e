import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSiteDatabase } from "../db/site-db.ts";
import { HttpError } from "../errors/http-error.ts";
import { parseOrThrow, ParseError } from "../parse.ts";
import { verifyPassword } from "./password.ts";
import { ACCOUNT_LIMIT, loginLimits, sqliteFailureStore } from "./rate-limit.ts";
import { changePassword, fieldProblems, PasswordChangeBody } from "./password-change.ts";
import { sqliteSessionStore } from "./sessions.ts";
import { AUTH_TABLES } from "./tables.ts";
import { createUser, findUserById, passwordHashOf } from "./users.ts";

const problemsOf = (input: unknown) => {
  try {
    parseOrThrow(PasswordChangeBody, input, "password form");
    return {};
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    return fieldProblems(error.fields);
  }
};

describe("PasswordChangeBody", () => {
  const current = "the-old-password-1";
  it("accepts a new password of at least 12 characters, typed twice, that differs from the current one", () => {
    expect(problemsOf({ current, next: "twelve-chars", confirm: "twelve-chars" })).toEqual({});
  });
  it("names one problem per field", () => {
    expect(problemsOf({ current: "", next: "", confirm: "" })).toEqual({ current: "required", next: "required", confirm: "required" });
    expect(problemsOf({ current, next: "eleven-char", confirm: "eleven-char" })).toEqual({ next: "short" });
    expect(problemsOf({ current, next: current, confirm: current })).toEqual({ next: "same" });
    expect(problemsOf({ current, next: "a-new-password-2", confirm: "a-new-password-3" })).toEqual({ confirm: "mismatch" });
    expect(problemsOf({ current, next: "x".repeat(1025), confirm: "x".repeat(1025) })).toEqual({ next: "long", confirm: "long" });
  });
  it("compares in NFC, as passwords are hashed", () => {
    expect(problemsOf({ current: "Grüße-aus-Köln", next: "Gru\u0308ße-aus-Köln", confirm: "Gru\u0308ße-aus-Köln" })).toEqual({ next: "same" });
  });
  it("refuses other shapes", () => {
    expect(() => parseOrThrow(PasswordChangeBody, { current: 1, next: [], confirm: null }, "body")).toThrow(ParseError);
    expect(problemsOf({ current: 1, next: [], confirm: null })).toEqual({});
  });
});

describe("fieldProblems", () => {
  it("keeps the first known problem of known fields", () => {
    expect(fieldProblems({ next: ["short", "same"], confirm: ["mismatch"], other: ["short"], current: ["odd"], "": ["nonsense"] })).toEqual({
      next: "short",
      confirm: "mismatch",
    });
  });
});

describe("changePassword over the site database", async () => {
  const dir = mkdtempSync(join(tmpdir(), "baukasten-password-"));
  const db = openSiteDatabase(dir, [AUTH_TABLES]);
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const auth = { db, sessions: sqliteSessionStore(db), loginLimits: loginLimits(sqliteFailureStore(db)) };
  const user = await createUser(db, { email: "First@Example.test", password: "one-time-password-1", mustChangePassword: true });
  const other = await createUser(db, { email: "other@example.test", password: "other-password-12" });

  it("sets the new password, clears the must-change flag and ends only the user's other sessions", async () => {
    const [kept, ended, foreign] = [await auth.sessions.create(user.id), await auth.sessions.create(user.id), await auth.sessions.create(other.id)];
    await changePassword(auth, { user, current: "one-time-password-1", next: "a-brand-new-password", clientAddress: "192.0.2.1", sessionId: kept });
    expect(await verifyPassword("a-brand-new-password", passwordHashOf(db, user.id)!)).toBe(true);
    expect(findUserById(db, user.id)?.mustChangePassword).toBe(false);
    expect(await auth.sessions.userOf(kept)).toBe(user.id);
    expect(await auth.sessions.userOf(ended)).toBeUndefined();
    expect(await auth.sessions.userOf(foreign)).toBe(other.id);
  });

  it("refuses a wrong current password, changes nothing, and stops guessing at the login limit", async () => {
    const before = passwordHashOf(db, other.id);
    const attempt = () =>
      changePassword(auth, { user: other, current: "not-the-password", next: "whatever-new-pass", clientAddress: "192.0.2.2", sessionId: undefined });
    await expect(attempt()).rejects.toMatchObject({ code: "WrongPassword", status: 403, details: { current: ["wrong"] } });
    for (let i = 1; i < ACCOUNT_LIMIT.limit; i++) await attempt().catch(() => {});
    const limited = await changePassword(auth, {
      user: other,
      current: "other-password-12",
      next: "whatever-new-pass",
      clientAddress: "192.0.2.2",
      sessionId: undefined,
    }).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(HttpError);
    expect(limited).toMatchObject({ code: "TooManyRequests", details: { current: ["limited"] } });
    expect((limited as HttpError).headers["retry-after"]).toMatch(/^\d+$/);
    expect(passwordHashOf(db, other.id)).toBe(before);
  }, 60_000);
});
