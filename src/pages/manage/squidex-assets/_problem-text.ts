import { t, type UiKey } from "../../../i18n/t.ts";
import type { Lang } from "../../../i18n/locales.ts";
import type { AssetProblem } from "../../../lib/asset-admin/handle-form.ts";
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
