import { createHash } from "node:crypto";

/** A stable GUID for the app, derived from its name (the embedded service hosts one app). */
export function appId(app: string): string {
  const hex = createHash("sha256").update(`baukasten-app:${app}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
