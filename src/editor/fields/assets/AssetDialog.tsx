import { useEffect, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { Button } from "../../../components/ui/Button.tsx";
import { descriptionClass } from "../../../components/ui/styles.ts";
import { t } from "../../../i18n/t.ts";
import { PickerDialog, type PickerBinding } from "../picker/PickerDialog.tsx";
import { ASSET_PAGE_SIZE, listAssets } from "../../../lib/assets/asset-api.ts";
import { rememberAssets } from "./remember-assets.ts";
import { Thumbnail } from "./Thumbnail.tsx";
import { UploadProgressBar } from "./UploadProgressBar.tsx";
import { acceptAttribute, formatBytes, loadUploadRules, typeList, type UploadRules } from "../../../lib/assets/upload-rules.ts";
import { useUpload } from "./use-upload.ts";

export interface AssetDialogProps extends PickerBinding {
  app: string;
  /** The field's label, named in the dialog's title. */
  title: string;
  imagesOnly: boolean;
}

/**
 * The media library (lazy-loaded): the picker dialog over the app's assets, a search over file
 * names, one page at a time as a grid of thumbnails, and an upload button that says which files
 * the server takes and how large they may be, shows the progress and chooses the new asset.
 */
export default function AssetDialog({ app, title, imagesOnly, ...binding }: AssetDialogProps) {
  const { lang } = binding;
  return (
    <PickerDialog
      {...binding}
      kind="assets"
      title={t(lang, "builder.assets.dialogTitle", { field: title })}
      width="max-w-4xl"
      layout="grid"
      load={(search, page, signal) => listAssets(app, { search, page, imagesOnly }, signal)}
      loadKey={`${app}|${imagesOnly}`}
      remember={rememberAssets}
      pageSize={ASSET_PAGE_SIZE}
      nameOf={(asset) => asset.fileName}
      picture={(asset) => <Thumbnail asset={asset} className="aspect-square w-full" />}
      footer={(choose) => <Upload app={app} lang={lang} imagesOnly={imagesOnly} onUploaded={choose} />}
    />
  );
}

/** The library's upload button, the accepted files and the progress; the new asset's id goes to `onUploaded`. */
function Upload({ app, lang, imagesOnly, onUploaded }: Pick<AssetDialogProps, "app" | "lang" | "imagesOnly"> & { onUploaded: (id: string) => void }) {
  const [rules, setRules] = useState<UploadRules | null>();
  useEffect(() => {
    loadUploadRules().then(setRules, () => setRules(null));
  }, []);
  const { progress, upload } = useUpload({ app, lang, imagesOnly, onUploaded: (asset) => onUploaded(asset.id) });
  return (
    <div className="flex flex-col gap-2 border-t border-ink/20 pt-4">
      <div className="flex flex-wrap items-center gap-3">
        <FileTrigger {...(rules ? { acceptedFileTypes: acceptAttribute(rules, imagesOnly) } : {})} onSelect={(files) => files?.[0] && void upload(files[0])}>
          <Button tone="quiet" isDisabled={Boolean(progress)}>
            {t(lang, "builder.assets.upload")}
          </Button>
        </FileTrigger>
        {rules ? (
          <span className={descriptionClass} data-upload-limits="">
            {t(lang, "builder.assets.limits", { types: typeList(rules, imagesOnly), size: formatBytes(rules.maxBytes, lang) })}
          </span>
        ) : null}
      </div>
      {progress ? <UploadProgressBar progress={progress} lang={lang} /> : null}
    </div>
  );
}
