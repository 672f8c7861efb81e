import { AUTH_TABLES } from "../../src/lib/auth/tables.ts";
import { createUser } from "../../src/lib/auth/users.ts";
import { openSiteDatabase } from "../../src/lib/db/site-db.ts";
import { E2E_DATA_DIR, type Credentials } from "./admin.ts";

/**
 * A fresh editor (not a superuser) of the calling test's own, written straight into the e2e
 * server's site database: `<label>-<now>@example.test`, so a flow that changes its password or
 * ends its sessions never touches the admin the other specs log in with.
 */
export async function addEditor(label: string, options: { name?: string; mustChangePassword?: boolean } = {}): Promise<Credentials> {
  const editor = { email: `${label}-${Date.now()}@example.test`, password: `${label}-password-${Date.now()}` };
  const db = openSiteDatabase(E2E_DATA_DIR, [AUTH_TABLES]);
  try {
    await createUser(db, { ...editor, name: options.name ?? "Eda", ...(options.mustChangePassword ? { mustChangePassword: true } : {}) });
  } finally {
    db.close();
  }
  return editor;
}
