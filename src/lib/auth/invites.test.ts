import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSiteDatabase } from "../db/site-db.ts";
import { acceptInvite, createInvite, INVITE_TTL_MS, openInvite, pendingInvites, revokeInvite } from "./invites.ts";
import { verifyPassword } from "./password.ts";
import { AUTH_TABLES } from "./tables.ts";
import { createUser, findUserByEmail } from "./users.ts";

const dir = mkdtempSync(join(tmpdir(), "baukasten-invites-"));
const db = openSiteDatabase(dir, [AUTH_TABLES]);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("invitations", async () => {
  const admin = await createUser(db, { email: "admin@example.test", name: "Ada", password: "pw-0123456789", superuser: true });

  it("keeps only the token's hash, opens an account once, and then the link is used up", async () => {
    const invite = createInvite(db, { email: "new@example.test", superuser: false, invitedBy: admin.id }, 1000);
    if (invite === "exists") throw new Error("refused");
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invite.expiresAt).toBe(1000 + INVITE_TTL_MS);
    expect(JSON.stringify(db.prepare("SELECT * FROM invites").all())).not.toContain(invite.token);
    expect(pendingInvites(db, 2000)).toMatchObject([{ email: "new@example.test", superuser: false, invitedBy: "Ada" }]);
    expect(openInvite(db, invite.token, 2000)).toMatchObject({ email: "new@example.test", superuser: false });

    const user = await acceptInvite(db, invite.token, { name: "Neu", password: "new-password-123" }, 3000);
    expect(user).toMatchObject({ email: "new@example.test", name: "Neu", superuser: false, disabled: false });
    expect(await verifyPassword("new-password-123", findUserByEmail(db, "new@example.test")!.passwordHash)).toBe(true);
    expect(openInvite(db, invite.token, 4000)).toBeUndefined();
    expect(await acceptInvite(db, invite.token, { name: "Again", password: "other-password-123" }, 4000)).toBeUndefined();
    expect(findUserByEmail(db, "new@example.test")!.name).toBe("Neu");
    expect(pendingInvites(db, 4000)).toEqual([]);
  });

  it("expires after 7 days and writes nothing then", async () => {
    const invite = createInvite(db, { email: "late@example.test", superuser: true, invitedBy: admin.id }, 0);
    if (invite === "exists") throw new Error("refused");
    expect(openInvite(db, invite.token, INVITE_TTL_MS - 1)).toMatchObject({ superuser: true });
    expect(openInvite(db, invite.token, INVITE_TTL_MS)).toBeUndefined();
    expect(await acceptInvite(db, invite.token, { name: "Late", password: "late-password-123" }, INVITE_TTL_MS + 1)).toBeUndefined();
    expect(findUserByEmail(db, "late@example.test")).toBeUndefined();
  });

  it("refuses an address that has an account, replaces an earlier link, and can be withdrawn", () => {
    expect(createInvite(db, { email: "ADMIN@example.test", superuser: false, invitedBy: admin.id })).toBe("exists");
    const first = createInvite(db, { email: "twice@example.test", superuser: false, invitedBy: admin.id });
    const second = createInvite(db, { email: "twice@example.test", superuser: false, invitedBy: admin.id });
    if (first === "exists" || second === "exists") throw new Error("refused");
    expect(openInvite(db, first.token)).toBeUndefined();
    expect(openInvite(db, second.token)).toBeDefined();
    const [pending] = pendingInvites(db).filter((invite) => invite.email === "twice@example.test");
    expect(revokeInvite(db, pending!.key)).toBe(true);
    expect(openInvite(db, second.token)).toBeUndefined();
    expect(revokeInvite(db, pending!.key)).toBe(false);
  });

  it("ignores strings that cannot be tokens", async () => {
    for (const token of [undefined, "", "x", "../../etc", "a".repeat(43)]) expect(openInvite(db, token)).toBeUndefined();
  });
});
