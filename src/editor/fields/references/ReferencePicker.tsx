import { useEffect, useState } from "react";
import { ComboBox, Input, ListBox, ListBoxItem, type Key } from "react-aria-components";
import { FieldLabel } from "../../../components/ui/FieldLabel.tsx";
import { Popover } from "../../../components/ui/Popover.tsx";
import { controlClass, cx, fieldClass } from "../../../components/ui/styles.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";
import { rememberReferences } from "./known-references.ts";
import { searchReferences, type ReferenceOption } from "./reference-api.ts";
import type { SchemaInfo } from "./schemas-api.ts";

/** Wait after the last keystroke before searching (ms). */
const SEARCH_DELAY_MS = 200;

export interface ReferencePickerProps {
  app: string;
  lang: Lang;
  schemas: readonly SchemaInfo[];
  /** The field's label, for the search box's name. */
  fieldLabel: string;
  /** Ids chosen already: listed, but marked and not chosen twice. */
  chosen: readonly string[];
  isDisabled?: boolean;
  describedBy?: string;
  onPick: (option: ReferenceOption) => void;
}

type Found = { status: "loading" } | { status: "failed" } | { status: "ready"; options: ReferenceOption[] };

/**
 * A search box over the items of the referenced schemas (react-aria `ComboBox`, lazy-loaded): typing
 * searches their content, the list names each item by its display field in the builder's language,
 * arrow keys and Enter pick one. The box empties after a pick, ready for the next.
 */
export default function ReferencePicker({ app, lang, schemas, fieldLabel, chosen, isDisabled, describedBy, onPick }: ReferencePickerProps) {
  const [input, setInput] = useState("");
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<{ key: string; found: Found }>();
  const key = `${query}|${schemas.map((schema) => schema.id).join(",")}`;
  const current: Found = found?.key === key ? found.found : { status: "loading" };

  useEffect(() => {
    const timer = setTimeout(() => setQuery(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

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
  const pick = (id: Key | null) => {
    const option = options.find((candidate) => candidate.id === id);
    if (!option) return;
    onPick(option);
    setInput("");
  };
  const empty =
    current.status === "loading"
      ? t(lang, "builder.references.loading")
      : current.status === "failed"
        ? t(lang, "builder.references.failed")
        : t(lang, "builder.references.none");

  return (
    <ComboBox
      items={options}
      inputValue={input}
      onInputChange={setInput}
      selectedKey={null}
      onSelectionChange={pick}
      menuTrigger="focus"
      allowsEmptyCollection
      isDisabled={Boolean(isDisabled)}
      disabledKeys={chosen}
      className={fieldClass}
      aria-describedby={describedBy}
      data-reference-picker=""
    >
      <FieldLabel>{t(lang, "builder.references.search", { field: fieldLabel })}</FieldLabel>
      <Input placeholder={t(lang, "builder.references.placeholder")} className={controlClass} data-focus-after-remove="" />
      <Popover className="max-h-72">
        <ListBox className="p-1 outline-none" renderEmptyState={() => <p className="p-2 text-sm text-ink/70">{empty}</p>}>
          {(option: ReferenceOption) => (
            <ListBoxItem
              id={option.id}
              textValue={option.name}
              className={({ isFocused, isDisabled: taken }) =>
                cx("cursor-pointer rounded px-2 py-1.5 text-sm outline-none", isFocused && "bg-main/10", taken && "opacity-60")
              }
            >
              {option.name}
              {chosen.includes(option.id) ? " " : null}
              {chosen.includes(option.id) ? <span className="ms-1 text-xs">{t(lang, "builder.references.chosen")}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
