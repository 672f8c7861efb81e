import { describe, expect, it } from "vitest";
import { accountRedirect, firstPasswordRule } from "./first-password.ts";
import type { User } from "./users.ts";

const editor: User = { id: 1, email: "ed@example.test", name: "", superuser: true, mustChangePassword: false, disabled: false };
const firstStart: User = { ...editor, mustChangePassword: true };

describe("firstPasswordRule", () => {
  it("leaves visitors and editors with a changed password alone", () => {
    for (const path of ["/", "/manage", "/manage/pages", "/cms/api/content/x", "/api/rest"]) {
      expect(firstPasswordRule(undefined, path)).toBe("pass");
      expect(firstPasswordRule(editor, path)).toBe("pass");
    }
  });
  it("lets a first-start admin reach only the account page and the session, password and logout endpoints", () => {
    for (const path of ["/manage/account", "/manage/account/", "/api/_auth/password", "/api/_auth/logout", "/api/_auth/session"]) {
      expect(firstPasswordRule(firstStart, path), path).toBe("pass");
    }
    for (const path of ["/manage", "/manage/", "/manage/pages", "/manage/flushcache", "/manage/account/x", "/manage/accounts"]) {
      expect(firstPasswordRule(firstStart, path), path).toBe("account");
    }
    for (const path of ["/", "/cms/api/content/baukasten/pages", "/api/rest", "/api/_auth/login", "/managed"]) {
      expect(firstPasswordRule(firstStart, path), path).toBe("anonymous");
    }
  });
  it("redirects with 303 to the account page", () => {
    const response = accountRedirect();
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/manage/account");
  });
});
