import { useEffect, useRef, useState, type ReactNode } from "react";
import { ListBox, ListBoxItem, type Selection } from "react-aria-components";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { cx, focusRing } from "../../../components/ui/styles.ts";
import { TextField } from "../../../components/ui/TextField.tsx";
import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";
import { notify } from "../../notices.ts";
import { addId, pageSelection } from "./id-list.ts";
import type { PickerKind } from "./PickerField.tsx";

/** Wait after the last keystroke before searching (ms). */
const SEARCH_DELAY_MS = 250;

/** One page of what a picker offers for a search: the items and how many match in all. */
export interface PickerPage<T> {
  total: number;
  items: T[];
}

/** What every picker dialog is given by its field. */
export interface PickerBinding {
  lang: Lang;
  /** The ids chosen now, in order. */
  chosen: readonly string[];
  /** How many may be chosen; one replaces the other when it is 1. */
  max?: number;
  onChange: (ids: string[]) => void;
  onClose: () => void;
}

/** What a dialog lists: what a picker picks, or a further source of the link picker (practitioners, weekly challenges). */
export type PickerDialogKind = PickerKind | "links.practitioners" | "links.challenges";

export interface PickerDialogProps<T extends { id: string }> extends PickerBinding {
  /** What it lists: its texts are `builder.<kind>.*`. */
  kind: PickerDialogKind;
  title: string;
  /** Matches of `search` on page `page` (zero-based); rejects when they cannot be read. */
  load: (search: string, page: number, signal: AbortSignal) => Promise<PickerPage<T>>;
  /** Changes whenever `load` would answer differently for the same search and page; a new key starts at the first page. */
  loadKey: string;
  /** Shown above the search (a choice of what to list). */
  header?: ReactNode;
  /** Called with every page loaded (a field's store of known items). */
  remember?: (items: readonly T[]) => void;
  /** Items per page; with more matches than that, the dialog pages through them. */
  pageSize?: number;
  /** A grid of pictures (`grid`: arrow keys move in two directions) or a list of names (`list`). */
  layout: "grid" | "list";
  /** In a grid, large tiles (pictures to tell apart, the default) or small ones (icons). */
  tiles?: "large" | "small";
  nameOf: (item: T) => string;
  /** Shown before an item's name (a thumbnail). */
  picture?: (item: T) => ReactNode;
  /** More controls under the list (an upload); `choose` adds an id, clears the search and reloads. */
  footer?: (choose: (id: string) => void) => ReactNode;
  /** The dialog's width (a `max-w-…` class). */
  width?: string;
}

/**
 * Which form of a count's text `count` takes in `lang` (German and English have two). Not the cached
 * `pluralRules` of lib/directory/intl.ts: importing it moves the directory's formatters into the
 * editor's up-front bundle (+116 B gzip).
 */
function plural(lang: Lang, count: number): "one" | "other" {
  return new Intl.PluralRules(lang).select(count) === "one" ? "one" : "other";
}

type Found<T> = { status: "loading" } | { status: "failed" } | { status: "ready"; page: PickerPage<T> };

/**
 * A picker's dialog (its module is lazy-loaded): a search, the matches as a list or a grid (arrow
 * keys move, Space or Enter chooses or un-chooses; up to `max`, with room for one the new one
 * replaces the old), a live status line and pages when there are many. Changes apply at once;
 * "Fertig" or Escape closes it.
 */
export function PickerDialog<T extends { id: string }>(props: PickerDialogProps<T>) {
  const { kind, lang, chosen, max, onChange, onClose, load, loadKey, remember, pageSize, nameOf, picture } = props;
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [paging, setPaging] = useState({ loadKey, page: 0 });
  const page = paging.loadKey === loadKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ loadKey, page: next });
  const [reload, setReload] = useState(0);
  const [result, setResult] = useState<{ key: string; found: Found<T> }>();
  // An item chosen later (an upload that ended) goes into the ids as they are then.
  const latest = useRef(chosen);
  useEffect(() => {
    latest.current = chosen;
  }, [chosen]);

  useEffect(() => {
    if (search === query) return;
    const timer = setTimeout(() => {
      setQuery(search);
      setPaging((current) => ({ ...current, page: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query]);

  // The list shows "loading" until the answer for the current search and page is in.
  const key = JSON.stringify([loadKey, query, page, reload]);
  const found: Found<T> = result?.key === key ? result.found : { status: "loading" };
  const loader = useRef({ load, remember });
  useEffect(() => {
    loader.current = { load, remember };
  }, [load, remember]);
  useEffect(() => {
    const controller = new AbortController();
    loader.current.load(query, page, controller.signal).then(
      (found) => {
        loader.current.remember?.(found.items);
        setResult({ key, found: { status: "ready", page: found } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`baukasten: the ${kind} picker could not be read`, error);
        setResult({ key, found: { status: "failed" } });
      },
    );
    return () => controller.abort();
  }, [kind, query, page, key]);

  const items = found.status === "ready" ? found.page.items : [];
  const pages = found.status === "ready" && pageSize ? Math.max(1, Math.ceil(found.page.total / pageSize)) : 1;
  const shownIds = items.map((item) => item.id);
  const select = (selection: Selection) => {
    const next = pageSelection(chosen, shownIds, selection, max);
    if (next) onChange(next);
    else notify(t(lang, `builder.${kind}.full`, { max: max ?? 0 }));
  };
  const choose = (id: string) => {
    onChange(addId(latest.current, id, max));
    setSearch("");
    setQuery("");
    setPage(0);
    setReload((n) => n + 1);
  };

  const grid = props.layout === "grid";
  return (
    <Dialog isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()} title={props.title} width={props.width}>
      {(close) => (
        <div className="flex flex-col gap-4" data-picker-dialog={kind}>
          {props.header}
          <TextField label={t(lang, `builder.${kind}.search`)} type="search" value={search} onChange={setSearch} />
          <p role="status" className="text-sm text-ink/70">
            {found.status === "loading"
              ? t(lang, `builder.${kind}.loading`)
              : found.status === "failed"
                ? t(lang, `builder.${kind}.failed`)
                : t(lang, `builder.${kind}.count.${plural(lang, found.page.total)}`, { count: found.page.total })}
          </p>
          <ListBox
            aria-label={t(lang, `builder.${kind}.results`)}
            layout={grid ? "grid" : "stack"}
            items={items}
            selectionMode={max === 1 ? "single" : "multiple"}
            selectedKeys={chosen.filter((id) => shownIds.includes(id))}
            onSelectionChange={select}
            // The matches scroll inside the dialog, so the search and "Done" stay in view.
            className={cx(
              "max-h-[50vh] overflow-auto",
              !grid
                ? "flex flex-col gap-1"
                : props.tiles === "small"
                  ? "grid grid-cols-4 gap-2 sm:grid-cols-6 md:grid-cols-8"
                  : "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4",
            )}
            renderEmptyState={() => <span className="col-span-full text-sm">{found.status === "ready" ? t(lang, `builder.${kind}.noMatches`) : ""}</span>}
          >
            {(item) => (
              <ListBoxItem
                id={item.id}
                textValue={nameOf(item)}
                className={({ isSelected, isFocusVisible }) =>
                  cx(
                    "flex cursor-pointer gap-1 rounded border-2",
                    grid ? "flex-col p-1.5" : "items-center px-2 py-1.5 text-sm",
                    isSelected ? "border-main bg-main/10" : "border-transparent hover:bg-ink/5",
                    focusRing(isFocusVisible),
                  )
                }
              >
                {({ isSelected }) => (
                  <>
                    {picture?.(item)}
                    <span className={cx("flex min-w-0 items-center gap-1", grid && "text-xs")}>
                      <span aria-hidden="true" className={grid ? undefined : "w-4"}>
                        {isSelected ? "✓" : ""}
                      </span>
                      <span className="min-w-0 truncate">{nameOf(item)}</span>
                    </span>
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
          {pages > 1 ? (
            <div className="flex items-center justify-center gap-3 text-sm">
              <Button tone="quiet" isDisabled={page === 0} onPress={() => setPage(page - 1)}>
                {t(lang, "builder.picker.previous")}
              </Button>
              <span>{t(lang, "builder.picker.page", { page: page + 1, pages })}</span>
              <Button tone="quiet" isDisabled={page + 1 >= pages} onPress={() => setPage(page + 1)}>
                {t(lang, "builder.picker.next")}
              </Button>
            </div>
          ) : null}
          {props.footer?.(choose)}
          <div className="flex justify-end">
            <Button onPress={close}>{t(lang, "builder.picker.done")}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
