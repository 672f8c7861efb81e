import { t, type UiKey } from "../../../i18n/t.ts";
import type { Lang } from "../../../i18n/locales.ts";
import type { AssetProblem } from "../../../lib/asset-admin/handle-form.ts";
import type { FolderContents } from "../../../lib/asset-admin/library.ts";
import { formatBytes, typeList } from "../../../lib/assets/upload-rules.ts";
import { uploadRules } from "../../../lib/cms/upload-policy.ts";

/**
 * The site's upload limits as an editor reads them (`types`: `PNG, JPG, …`; `size`: `9,9 MB`) and
 * the message of an asset problem (`admin.assets.error.<problem>`) with them and the file filled in.
 */
export function assetProblemTexts(uploadLimit: number, lang: Lang) {
  const rules = uploadRules(uploadLimit);
  const limits = { types: typeList(rules, false), size: formatBytes(rules.maxBytes, lang) };
  const problemText = (problem: AssetProblem, file = "") => t(lang, `admin.assets.error.${problem}` as UiKey, { file, ...limits });
  return { limits, problemText };
}

/** What a folder holds as an editor reads it (`2 Dateien und 1 Unterordner`); only the kinds it has. */
export function folderHoldsText(lang: Lang, holds: FolderContents): string {
  const parts: string[] = [];
  if (holds.assets)
    parts.push(holds.assets === 1 ? t(lang, "admin.assets.folder.holds.assets.one") : t(lang, "admin.assets.folder.holds.assets", { count: holds.assets }));
  if (holds.folders)
    parts.push(holds.folders === 1 ? t(lang, "admin.assets.folder.holds.folders.one") : t(lang, "admin.assets.folder.holds.folders", { count: holds.folders }));
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(parts);
}
