import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { DropZone, Text } from "react-aria-components";
import { Button } from "../../../components/ui/Button.tsx";
import { FieldGroup } from "../../../components/forms/FieldGroup.tsx";
import type { FieldRenderProps } from "../../../components/forms/render-field.ts";
import { cx, focusRing } from "../../../components/ui/styles.ts";
import { t } from "../../../i18n/t.ts";
import { notify } from "../../notices.ts";
import { ChosenList } from "./ChosenList.tsx";
import { addId, idsOf, moveId, removeId } from "./id-list.ts";
import { maxItemsOf } from "./max-items.ts";
import { Thumbnail } from "./Thumbnail.tsx";
import { useAssetInfos } from "./use-asset-infos.ts";
import { UploadProgressBar } from "./UploadProgressBar.tsx";
import { useUpload } from "./use-upload.ts";
import { useEditor } from "../../use-editor.ts";

// The dialog (grid, search, upload) loads on first use, so it is not part of the builder's first load.
const AssetDialog = lazy(() => import("./AssetDialog.tsx"));

/** Whether a field takes images only: tagged `editor:image` (the image block's picture). */
function takesImagesOnly(field: FieldRenderProps["field"]): boolean {
  return field.tags.includes("editor:image");
}

/**
 * The editor of an `assets` field: the chosen assets as thumbnails with their file
 * names, in order, each removable and (with several) movable; a button opening the media library
 * (search, pages, choose one or as many as the field's `maxItems` allow, upload); and a drop zone
 * that uploads a dropped file with its progress shown and chooses it when the service took it.
 */
export function AssetField(props: FieldRenderProps) {
  const { field, lang, value, onChange } = props;
  const app = useEditor((editor) => editor.session)?.app;
  const [open, setOpen] = useState(false);
  const max = maxItemsOf(field);
  const imagesOnly = takesImagesOnly(field);
  const ids = idsOf(value);
  const infos = useAssetInfos(app, ids);
  // An upload ends later: choose into the value as it is then, not as it was when the upload began.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const choose = (id: string) => {
    onChange(addId(idsOf(latest.current), id, max));
    props.onBlur();
  };
  const { progress, upload } = useUpload({ app, lang, imagesOnly, onUploaded: (asset) => choose(asset.id) });
  const items = ids.map((id, index) => ({ id, name: infos[index]?.fileName ?? id, thumbnail: <Thumbnail asset={infos[index]} className="h-12 w-12" /> }));

  return (
    <FieldGroup of={props} describeGroup className="gap-2" data-asset-field="">
      {({ describedBy, labelId }) => (
        <>
          <ChosenList
            items={items}
            texts={{
              remove: (file) => t(lang, "builder.assets.remove", { file }),
              moveUp: (file) => t(lang, "builder.assets.moveUp", { file }),
              moveDown: (file) => t(lang, "builder.assets.moveDown", { file }),
            }}
            labelledBy={labelId}
            onRemove={(id) => {
              const name = items.find((item) => item.id === id)?.name ?? id;
              onChange(removeId(ids, id));
              props.onBlur();
              notify(t(lang, "builder.assets.removed", { file: name }));
            }}
            onMove={(from, to) => onChange(moveId(ids, from, to))}
          />
          {ids.length === 0 ? <p className="text-sm text-ink/70">{t(lang, "builder.assets.none")}</p> : null}
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
              <Button tone="quiet" onPress={() => setOpen(true)} aria-describedby={describedBy} data-focus-after-remove="">
                {t(lang, imagesOnly ? "builder.assets.chooseImage" : "builder.assets.choose")}
              </Button>
              <Text slot="label" className="text-sm text-ink/70">
                {t(lang, "builder.assets.drop")}
              </Text>
            </div>
            {progress ? <UploadProgressBar progress={progress} lang={lang} /> : null}
          </DropZone>
          {open && app ? (
            <Suspense fallback={null}>
              <AssetDialog
                app={app}
                lang={lang}
                title={props.labelText}
                imagesOnly={imagesOnly}
                chosen={ids}
                {...(max === undefined ? {} : { max })}
                onChange={onChange}
                onClose={() => {
                  setOpen(false);
                  props.onBlur();
                }}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </FieldGroup>
  );
}
