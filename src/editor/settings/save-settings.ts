import type { Lang } from "../../i18n/locales.ts";
import type { SeoTexts } from "./page-settings.ts";

/** How a save of the page settings ended. */
export type SettingsOutcome =
  | { kind: "saved"; version: number; status: string; newStatus?: string; seo: Record<string, unknown> }
  /** The page changed since the builder loaded it (409): nothing was written. */
  | { kind: "conflict" }
  /** The server refused the texts or the image (400), with its message: nothing was written. */
  | { kind: "refused"; message: string }
  /** Anything else (0: offline). */
  | { kind: "failed"; status: number };

/** Saves page `id`'s search and sharing texts at `version` (`POST /api/editor/page-settings`); messages in `lang`. */
export async function saveSettings(id: string, version: number, seo: SeoTexts, lang: Lang): Promise<SettingsOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/editor/page-settings", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "accept-language": lang },
      body: JSON.stringify({ id, version, seo }),
    });
  } catch {
    return { kind: "failed", status: 0 };
  }
  const body = (await response.json().catch(() => undefined)) as
    { version?: unknown; status?: unknown; newStatus?: unknown; seo?: unknown; details?: unknown; message?: unknown } | undefined;
  if (response.ok && typeof body?.version === "number" && body.seo && typeof body.seo === "object") {
    return {
      kind: "saved",
      version: body.version,
      status: String(body.status ?? ""),
      ...(typeof body.newStatus === "string" ? { newStatus: body.newStatus } : {}),
      seo: body.seo as Record<string, unknown>,
    };
  }
  if (response.status === 409) return { kind: "conflict" };
  if (response.status === 400) {
    const details = Array.isArray(body?.details) ? body.details.filter((line): line is string => typeof line === "string") : [];
    return { kind: "refused", message: details[0] ?? String(body?.message ?? "") };
  }
  return { kind: "failed", status: response.status };
}
