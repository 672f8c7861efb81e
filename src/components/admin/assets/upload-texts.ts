import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";

/**
 * The upload island's texts, made on the server in the admin's language and handed to the island
 * as props: admin strings are not in the browser's string catalog. `{file}`, `{types}` and
 * `{size}` are filled in by the island.
 */
export function uploadTexts(lang: Lang) {
  return {
    drop: t(lang, "admin.assets.upload.drop"),
    choose: t(lang, "admin.assets.upload.choose"),
    list: t(lang, "admin.assets.upload.files"),
    progress: t(lang, "admin.assets.upload.progress"),
    done: t(lang, "admin.assets.upload.done"),
    waiting: t(lang, "admin.assets.upload.waiting"),
    reload: t(lang, "admin.assets.upload.reload"),
    type: t(lang, "admin.assets.error.type"),
    size: t(lang, "admin.assets.error.size"),
    empty: t(lang, "admin.assets.error.empty"),
    rejected: t(lang, "admin.assets.error.rejected"),
    failed: t(lang, "admin.assets.error.failed"),
  };
}

export type UploadTexts = ReturnType<typeof uploadTexts>;

/** The focus picker's texts, made on the server like `uploadTexts`; `{x}` and `{y}` are filled in by the island. */
export function focusTexts(lang: Lang) {
  return { picker: t(lang, "admin.assets.focus.picker"), value: t(lang, "admin.assets.focus.value") };
}

export type FocusTexts = ReturnType<typeof focusTexts>;
