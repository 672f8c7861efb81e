import { lazy, useEffect, useMemo, useRef } from "react";
import { DropZone, Text } from "react-aria-components";
import type { FieldRenderProps } from "../../../components/forms/render-field.ts";
import { cx, focusRing } from "../../../components/ui/styles.ts";
import { t } from "../../../i18n/t.ts";
import { addId, idsOf } from "../picker/id-list.ts";
import { maxItemsOf } from "../picker/max-items.ts";
import { PickerField } from "../picker/PickerField.tsx";
import { useKnownItems } from "../picker/use-known-items.ts";
import { assetsByIds } from "../../../lib/assets/asset-api.ts";
import { knownAssets } from "./remember-assets.ts";
import { Thumbnail } from "./Thumbnail.tsx";
import { UploadProgressBar } from "./UploadProgressBar.tsx";
import { useUpload } from "./use-upload.ts";
import { useEditor } from "../../use-editor.ts";

// The dialog (grid, search, upload) loads on first use, so it is not part of the builder's first load.
const AssetDialog = lazy(() => import("./AssetDialog.tsx"));

/**
 * The editor of an `assets` field: the chosen assets as thumbnails with their file names (the
 * picker field); a button opening the media library (search, pages, choose one or as many as the
 * field's `maxItems` allow, upload); and a drop zone around it that uploads a dropped file with its
 * progress shown and chooses it when the service took it. A field tagged `editor:image` (the image
 * block's picture) takes images only.
 */
export function AssetField(props: FieldRenderProps) {
  const { field, lang, value, onChange } = props;
  const app = useEditor((editor) => editor.session)?.app;
  const imagesOnly = field.tags.includes("editor:image");
  const ids = idsOf(value);
  const infos = useKnownItems(
    knownAssets,
    ids,
    useMemo(() => (app ? (missing: string[]) => assetsByIds(app, missing) : undefined), [app]),
  );
  // An upload ends later: choose into the value as it is then, not as it was when the upload began.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const { progress, upload } = useUpload({
    app,
    lang,
    imagesOnly,
    onUploaded: (asset) => {
      onChange(addId(idsOf(latest.current), asset.id, maxItemsOf(field)));
      props.onBlur();
    },
  });

  return (
    <PickerField
      of={props}
      kind="assets"
      describeGroup
      data-asset-field=""
      items={ids.map((id, index) => ({ id, name: infos[index]?.fileName ?? id, thumbnail: <Thumbnail asset={infos[index]} className="h-12 w-12" /> }))}
      chooseText={t(lang, imagesOnly ? "builder.assets.chooseImage" : "builder.assets.choose")}
      around={(button) => (
        <DropZone
          aria-label={t(lang, "builder.assets.dropLabel", { field: props.labelText })}
          onDrop={async (event) => {
            const item = event.items.find((candidate) => candidate.kind === "file");
            if (item && item.kind === "file") await upload(await item.getFile());
          }}
          className={({ isDropTarget, isFocusVisible }) =>
            cx(
              "flex flex-col gap-2 rounded border-2 border-dashed p-3",
              isDropTarget ? "border-accent bg-accent/10" : "border-ink/30",
              focusRing(isFocusVisible),
            )
          }
        >
          <div className="flex flex-wrap items-center gap-3">
            {button}
            <Text slot="label" className="text-sm text-ink/70">
              {t(lang, "builder.assets.drop")}
            </Text>
          </div>
          {progress ? <UploadProgressBar progress={progress} lang={lang} /> : null}
        </DropZone>
      )}
      dialog={(binding) => (app ? <AssetDialog {...binding} app={app} title={props.labelText} imagesOnly={imagesOnly} /> : null)}
    />
  );
}
