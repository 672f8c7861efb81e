import type { Caller, Role } from "./types.ts";
import { forbidden, unauthorized } from "./errors.ts";

export type Permission =
  "contents.read" | "contents.read.unpublished" | "contents.write" | "schemas.read" | "schemas.write" | "assets.read" | "assets.write" | "graphql.introspect";

// Squidex's default roles. Deviation: Editors may read schemas (Squidex keeps that to Developer and
// Owner), because the site's editor builds its forms from them.
const GRANTS: Record<Role, readonly Permission[]> = {
  Owner: ["contents.read", "contents.read.unpublished", "contents.write", "schemas.read", "schemas.write", "assets.read", "assets.write", "graphql.introspect"],
  Developer: [
    "contents.read",
    "contents.read.unpublished",
    "contents.write",
    "schemas.read",
    "schemas.write",
    "assets.read",
    "assets.write",
    "graphql.introspect",
  ],
  Editor: ["contents.read", "contents.read.unpublished", "contents.write", "schemas.read", "assets.read", "assets.write"],
  Reader: ["contents.read", "assets.read"],
};

export function can(caller: Caller | undefined, permission: Permission): boolean {
  return caller !== undefined && GRANTS[caller.role].includes(permission);
}

/** Throws 401 for anonymous callers and 403 for callers whose role lacks `permission`. */
export function requirePermission(caller: Caller | undefined, permission: Permission): asserts caller is Caller {
  if (!caller) throw unauthorized();
  if (!can(caller, permission)) throw forbidden();
}

/** The caller as Squidex records it in `createdBy` / `lastModifiedBy`: `client:<client id>`. */
export const actor = (caller: Caller) => `client:${caller.clientId}`;
