import { useEffect, useRef, useState } from "react";
import { FileTrigger, GridList, GridListItem, type Selection } from "react-aria-components";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { cx, descriptionClass, focusRing } from "../../../components/ui/styles.ts";
import { TextField } from "../../../components/ui/TextField.tsx";
import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";
import type { AssetInfo } from "../../../lib/content/model.ts";
import { notify } from "../../notices.ts";
import { ASSET_PAGE_SIZE, listAssets } from "./asset-api.ts";
import { addId, pageSelection } from "./id-list.ts";
import { rememberAssets } from "./known-assets.ts";
import { Thumbnail } from "./Thumbnail.tsx";
import { UploadProgressBar } from "./UploadProgressBar.tsx";
import { acceptAttribute, formatBytes, loadUploadRules, typeList, type UploadRules } from "./upload-rules.ts";
import { useUpload } from "./use-upload.ts";

/** Wait after the last keystroke before searching (ms). */
const SEARCH_DELAY_MS = 250;

export interface AssetDialogProps {
  app: string;
  lang: Lang;
  /** The field's label, named in the dialog's title. */
  title: string;
  imagesOnly: boolean;
  /** The ids chosen now, in order. */
  chosen: readonly string[];
  /** How many may be chosen; one replaces the other when it is 1. */
  max?: number;
  onChange: (ids: string[]) => void;
  onClose: () => void;
}

type ListState = { status: "loading" } | { status: "failed" } | { status: "ready"; total: number; items: AssetInfo[] };

/**
 * The media library (lazy-loaded): a search over file names, one page of the app's assets at a time
 * as a grid of thumbnails (arrow keys move, Space or Enter chooses), choosing one or up to `max`,
 * and an upload button that says which files the server takes and how large they may be, shows the
 * progress and chooses the new asset. Changes apply at once; "Fertig" or Escape closes it.
 */
export default function AssetDialog({ app, lang, title, imagesOnly, chosen, max, onChange, onClose }: AssetDialogProps) {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(0);
  const [reload, setReload] = useState(0);
  const [result, setResult] = useState<{ key: string; list: ListState }>();
  const [rules, setRules] = useState<UploadRules | null>();
  // An upload ends later: it chooses into the ids as they are then.
  const latest = useRef(chosen);
  useEffect(() => {
    latest.current = chosen;
  }, [chosen]);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // The list shows "loading" until the answer for the current search and page is in.
  const key = JSON.stringify([app, query, page, imagesOnly, reload]);
  const list: ListState = result?.key === key ? result.list : { status: "loading" };
  useEffect(() => {
    const controller = new AbortController();
    listAssets(app, { search: query, page, imagesOnly }, controller.signal)
      .then(({ total, items }) => {
        rememberAssets(items);
        setResult({ key, list: { status: "ready", total, items } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("baukasten: the media library could not be read", error);
        setResult({ key, list: { status: "failed" } });
      });
    return () => controller.abort();
  }, [app, query, page, imagesOnly, key]);

  useEffect(() => {
    loadUploadRules().then(setRules, () => setRules(null));
  }, []);

  const { progress, upload } = useUpload({
    app,
    lang,
    imagesOnly,
    onUploaded: (asset) => {
      onChange(addId(latest.current, asset.id, max));
      setSearch("");
      setQuery("");
      setPage(0);
      setReload((n) => n + 1);
    },
  });

  const items = list.status === "ready" ? list.items : [];
  const pages = list.status === "ready" ? Math.max(1, Math.ceil(list.total / ASSET_PAGE_SIZE)) : 1;
  const pageIds = items.map((item) => item.id);
  const select = (selection: Selection) => {
    const next = pageSelection(chosen, pageIds, selection, max);
    if (next) onChange(next);
    else notify(t(lang, "builder.assets.full", { max: max ?? 0 }));
  };

  return (
    <Dialog
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(lang, "builder.assets.dialogTitle", { field: title })}
      className="max-w-4xl"
    >
      {(close) => (
        <div className="flex flex-col gap-4" data-asset-dialog="">
          <TextField label={t(lang, "builder.assets.search")} type="search" value={search} onChange={setSearch} />
          <p role="status" className="text-sm text-ink/70">
            {list.status === "loading"
              ? t(lang, "builder.assets.loading")
              : list.status === "failed"
                ? t(lang, "builder.assets.loadFailed")
                : t(lang, "builder.assets.count", { count: list.total })}
          </p>
          <GridList
            aria-label={t(lang, "builder.assets.grid")}
            layout="grid"
            items={items}
            selectionMode={max === 1 ? "single" : "multiple"}
            selectedKeys={chosen.filter((id) => pageIds.includes(id))}
            onSelectionChange={select}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
            renderEmptyState={() => <span className="text-sm">{list.status === "ready" ? t(lang, "builder.assets.empty") : ""}</span>}
          >
            {(asset) => (
              <GridListItem
                id={asset.id}
                textValue={asset.fileName}
                className={({ isSelected, isFocusVisible }) =>
                  cx(
                    "flex cursor-pointer flex-col gap-1 rounded border-2 p-1.5",
                    isSelected ? "border-main bg-main/10" : "border-transparent hover:bg-ink/5",
                    focusRing(isFocusVisible),
                  )
                }
              >
                {({ isSelected }) => (
                  <>
                    <Thumbnail asset={asset} className="aspect-square w-full" />
                    <span className="flex items-center gap-1 text-xs">
                      {isSelected ? <span aria-hidden="true">✓</span> : null}
                      <span className="min-w-0 truncate">{asset.fileName}</span>
                    </span>
                  </>
                )}
              </GridListItem>
            )}
          </GridList>
          {pages > 1 ? (
            <div className="flex items-center justify-center gap-3 text-sm">
              <Button tone="quiet" isDisabled={page === 0} onPress={() => setPage((n) => n - 1)}>
                {t(lang, "builder.assets.previous")}
              </Button>
              <span>{t(lang, "builder.assets.page", { page: page + 1, pages })}</span>
              <Button tone="quiet" isDisabled={page + 1 >= pages} onPress={() => setPage((n) => n + 1)}>
                {t(lang, "builder.assets.next")}
              </Button>
            </div>
          ) : null}
          <div className="flex flex-col gap-2 border-t border-ink/20 pt-4">
            <div className="flex flex-wrap items-center gap-3">
              <FileTrigger
                {...(rules ? { acceptedFileTypes: acceptAttribute(rules, imagesOnly) } : {})}
                onSelect={(files) => files?.[0] && void upload(files[0])}
              >
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
          <div className="flex justify-end">
            <Button onPress={close}>{t(lang, "builder.assets.done")}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
