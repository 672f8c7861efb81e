import type { UiKey } from "../../i18n/t.ts";

const KEYS: Readonly<Record<string, UiKey>> = {
  Published: "builder.versions.status.published",
  Draft: "builder.versions.status.draft",
  Archived: "builder.versions.status.archived",
};

/** The UI string naming a content status (`Published`, `Draft`, `Archived`); undefined for a status the site does not name. */
export function statusKey(status: string): UiKey | undefined {
  return Object.hasOwn(KEYS, status) ? KEYS[status] : undefined;
}
