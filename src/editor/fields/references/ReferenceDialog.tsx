import { useEffect, useState } from "react";
import { ListBox, ListBoxItem, type Selection } from "react-aria-components";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { cx, focusRing } from "../../../components/ui/styles.ts";
import { TextField } from "../../../components/ui/TextField.tsx";
import type { Lang } from "../../../i18n/locales.ts";
import { inSentence } from "../../../i18n/in-sentence.ts";
import { t } from "../../../i18n/t.ts";
import { notify } from "../../notices.ts";
import { pageSelection } from "../assets/id-list.ts";
import { rememberReferences } from "./known-references.ts";
import { searchReferences, type ReferenceOption } from "./reference-api.ts";
import type { SchemaInfo } from "./schemas-api.ts";

/** Wait after the last keystroke before searching (ms). */
const SEARCH_DELAY_MS = 200;

export interface ReferenceDialogProps {
  app: string;
  lang: Lang;
  /** The field's label, named in the dialog's title. */
  fieldLabel: string;
  schemas: readonly SchemaInfo[];
  /** The ids chosen now, in order. */
  chosen: readonly string[];
  /** How many may be chosen; one replaces the other when it is 1. */
  max?: number;
  onChange: (ids: string[]) => void;
  onClose: () => void;
}

type Found = { status: "loading" } | { status: "failed" } | { status: "ready"; options: ReferenceOption[] };

/**
 * The reference picker (lazy-loaded): a search over the referenced schemas' published items and a
 * list of the matches, each named by its display field in the builder's language. Arrow keys move
 * through the list, Space or Enter chooses or un-chooses an item (up to `max`; with room for one,
 * the new one replaces the old). Changes apply at once; "Fertig" or Escape closes it.
 */
export default function ReferenceDialog({ app, lang, fieldLabel, schemas, chosen, max, onChange, onClose }: ReferenceDialogProps) {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<{ key: string; found: Found }>();
  const key = `${query}|${schemas.map((schema) => schema.id).join(",")}`;
  const current: Found = found?.key === key ? found.found : { status: "loading" };

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    searchReferences(app, schemas, query, lang, controller.signal).then(
      (options) => {
        rememberReferences(options);
        setFound({ key, found: { status: "ready", options } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("baukasten: references could not be searched", error);
        setFound({ key, found: { status: "failed" } });
      },
    );
    return () => controller.abort();
  }, [app, schemas, query, lang, key]);

  const options = current.status === "ready" ? current.options : [];
  const shownIds = options.map((option) => option.id);
  const select = (selection: Selection) => {
    const next = pageSelection(chosen, shownIds, selection, max);
    if (next) onChange(next);
    else notify(t(lang, "builder.references.full", { max: max ?? 0 }));
  };
  const status =
    current.status === "loading"
      ? t(lang, "builder.references.loading")
      : current.status === "failed"
        ? t(lang, "builder.references.failed")
        : t(lang, "builder.references.count", { count: options.length });

  return (
    <Dialog
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(lang, "builder.references.dialogTitle", { field: inSentence(lang, fieldLabel) })}
      className="max-w-xl"
    >
      {(close) => (
        <div className="flex flex-col gap-4" data-reference-dialog="">
          <TextField label={t(lang, "builder.references.search")} type="search" value={search} onChange={setSearch} />
          <p role="status" className="text-sm text-ink/70">
            {status}
          </p>
          <ListBox
            aria-label={t(lang, "builder.references.results")}
            items={options}
            selectionMode={max === 1 ? "single" : "multiple"}
            selectedKeys={chosen.filter((id) => shownIds.includes(id))}
            onSelectionChange={select}
            className="flex max-h-80 flex-col gap-1 overflow-auto"
            renderEmptyState={() => <span className="text-sm">{current.status === "ready" ? t(lang, "builder.references.none") : ""}</span>}
          >
            {(option) => (
              <ListBoxItem
                id={option.id}
                textValue={option.name}
                className={({ isSelected, isFocusVisible }) =>
                  cx(
                    "flex cursor-pointer items-center gap-2 rounded border-2 px-2 py-1.5 text-sm",
                    isSelected ? "border-main bg-main/10" : "border-transparent hover:bg-ink/5",
                    focusRing(isFocusVisible),
                  )
                }
              >
                {({ isSelected }) => (
                  <>
                    <span aria-hidden="true" className="w-4">
                      {isSelected ? "✓" : ""}
                    </span>
                    {option.name}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
          <div className="flex justify-end">
            <Button onPress={close}>{t(lang, "builder.references.done")}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
