import { useEffect, useRef, useState } from "react";
import { showToast } from "../../../components/ui/toast-queue.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";
import type { AssetInfo } from "../../../lib/content/model.ts";
import { notify } from "../../notices.ts";
import { rememberAssets } from "./remember-assets.ts";
import { uploadAsset } from "../../../lib/assets/upload-asset.ts";
import { checkUpload, formatBytes, loadUploadRules, typeList } from "../../../lib/assets/upload-rules.ts";

/** The upload under way: the file's name and the share sent (0 to 1). */
export interface UploadProgress {
  fileName: string;
  fraction: number;
}

export interface UploadOptions {
  app: string | undefined;
  lang: Lang;
  /** Only images may be uploaded (an image field). */
  imagesOnly: boolean;
  /** Called with the new asset once the service took it. */
  onUploaded: (asset: AssetInfo) => void;
}

/**
 * Uploads one file at a time through the proxy: checks it against the server's limits first, shows
 * progress while it goes, then hands the new asset on and says so in the builder's live region.
 * Any refusal or failure is an error toast in the editor's language. Unmounting aborts.
 */
export function useUpload({ app, lang, imagesOnly, onUploaded }: UploadOptions): {
  progress: UploadProgress | undefined;
  upload: (file: File) => Promise<void>;
} {
  const [progress, setProgress] = useState<UploadProgress>();
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);
  const fail = (text: string): void => void showToast({ title: text, tone: "error" });

  const upload = async (file: File) => {
    if (!app || abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    try {
      const rules = await loadUploadRules().catch(() => undefined);
      if (!rules) return fail(t(lang, "builder.assets.error.failed", { file: file.name }));
      const refusal = checkUpload(file, rules, imagesOnly);
      if (refusal === "type") return fail(t(lang, "builder.assets.error.type", { file: file.name, types: typeList(rules, imagesOnly) }));
      if (refusal === "size") return fail(t(lang, "builder.assets.error.size", { file: file.name, size: formatBytes(rules.maxBytes, lang) }));
      if (refusal === "empty") return fail(t(lang, "builder.assets.error.empty", { file: file.name }));
      setProgress({ fileName: file.name, fraction: 0 });
      const outcome = await uploadAsset(app, file, (fraction) => setProgress({ fileName: file.name, fraction }), controller.signal);
      if (controller.signal.aborted) return;
      if (!outcome.ok) return fail(t(lang, "builder.assets.error.failed", { file: file.name }));
      rememberAssets([outcome.asset]);
      onUploaded(outcome.asset);
      notify(t(lang, "builder.assets.uploaded", { file: outcome.asset.fileName }));
    } finally {
      if (abort.current === controller) abort.current = undefined;
      if (!controller.signal.aborted) setProgress(undefined);
    }
  };
  return { progress, upload };
}
