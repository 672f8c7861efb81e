import { Label, ProgressBar } from "react-aria-components";
import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";
import type { UploadProgress } from "./use-upload.ts";

/** The progress of an upload: a labelled progress bar (`role="progressbar"`) with the percentage sent. */
export function UploadProgressBar({ progress, lang }: { progress: UploadProgress; lang: Lang }) {
  return (
    <ProgressBar value={Math.round(progress.fraction * 100)} className="flex w-full flex-col gap-1" data-upload-progress="">
      {({ percentage, valueText }) => (
        <>
          <div className="flex justify-between gap-2 text-sm">
            <Label className="min-w-0 truncate">{t(lang, "builder.assets.uploading", { file: progress.fileName })}</Label>
            <span>{valueText}</span>
          </div>
          <div className="h-2 w-full overflow-hidden rounded bg-ink/15">
            <div className="h-full bg-main transition-[width]" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
