/**
 * The version of the page visitors get at `path` now, read from the payload every build writes
 * beside the page; undefined when there is none to read there (a page not routed in this language).
 * Loaded after a publish only.
 */
export async function servedVersion(path: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${path.replace(/\/+$/, "")}/_payload.json?${Date.now()}`, { cache: "no-store" });
    if (!response.ok) return undefined;
    const { version } = (await response.json()) as { version?: unknown };
    return typeof version === "number" ? version : undefined;
  } catch {
    return undefined;
  }
}
