import { createHash } from "node:crypto";
import type { CmsClient } from "../cms/client.ts";

const newest = "$top=1&$orderby=lastModified desc";

/** `total:id@version` of a list answer's newest item: any create, change, publish, unpublish or delete moves it. */
const summary = (list: { total: number; items: { id: string; version?: unknown }[] }) => {
  const top = list.items[0];
  return `${list.total}:${top?.id ?? ""}@${String(top?.version ?? "")}`;
};

/**
 * A short hash of the published content's state, read cheaply through the Squidex protocol (the
 * schemas with their versions, and per content schema and for the assets the count and the most
 * recently changed item): equal fingerprints mean a build of either shows the same content. Works
 * against the embedded service and a real Squidex alike.
 */
export async function contentFingerprint(client: CmsClient): Promise<string> {
  const { items: schemas } = await client.schemas.list();
  const parts = schemas.map((s) => ({ name: s.name, type: s.type ?? "Default", version: String(s.version) })).sort((a, b) => a.name.localeCompare(b.name));
  const lines = await Promise.all([
    ...parts.map(async (s) => `${s.name}@${s.version}=${s.type === "Component" ? "" : summary(await client.contents.list(s.name, newest))}`),
    client.assets.list(newest).then((list) => `assets=${summary(list)}`),
  ]);
  return createHash("sha256").update(lines.join("\n")).digest("base64url").slice(0, 22);
}
