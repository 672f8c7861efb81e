import { useId, useState, type FocusEvent } from "react";
import { Button as AriaButton, Tag, TagGroup, TagList } from "react-aria-components";
import { inSentence } from "../../i18n/in-sentence.ts";
import { t } from "../../i18n/t.ts";
import { Button } from "./Button.tsx";
import { FieldLabel } from "./FieldLabel.tsx";
import { cx, descriptionClass, errorClass, fieldClass, focusRing } from "./styles.ts";
import { TextField } from "./TextField.tsx";
import { useUiLang } from "./ui-lang.ts";

export interface TagListFieldProps {
  /** The field's name for people; also names the input for new entries. */
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Called when focus leaves the whole field (its list, input and button). */
  onBlur?: () => void;
  description?: string;
  /** The message shown while `isInvalid` is set. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The input's `name`. */
  name?: string;
  /** More ids describing the field (a badge, a shared hint), beside its own description and error. */
  "aria-describedby"?: string;
}

/**
 * A list of short texts (tags, or ids where no picker exists yet): the entries as a react-aria
 * `TagGroup` (arrow keys move between them, Delete or the × button removes one) and an input that
 * adds what is typed on Enter, with the button, or when focus leaves it. Blank entries and
 * entries already in the list are not added.
 */
export function TagListField({
  label,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  ...rest
}: TagListFieldProps) {
  const lang = useUiLang();
  const [draft, setDraft] = useState("");
  const descriptionId = useId();
  const errorId = useId();
  const showError = Boolean(isInvalid && errorMessage);
  const describedBy = cx(description ? descriptionId : "", showError ? errorId : "", rest["aria-describedby"]) || undefined;
  const add = () => {
    const entry = draft.trim();
    setDraft("");
    if (entry && !value.includes(entry)) onChange([...value, entry]);
  };
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
  return (
    <div className={fieldClass} onBlur={leave}>
      <TagGroup
        aria-describedby={describedBy}
        onRemove={isDisabled ? undefined : (keys) => onChange(value.filter((entry) => !keys.has(entry)))}
        className="flex flex-col gap-1"
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <TagList
          items={value.map((entry) => ({ id: entry }))}
          renderEmptyState={() => <span className="text-sm text-ink/70">{t(lang, "ui.tags.empty")}</span>}
          className="flex flex-wrap gap-1.5"
        >
          {(item) => (
            <Tag
              id={item.id}
              textValue={item.id}
              className={({ isFocusVisible }) =>
                cx("inline-flex items-center gap-1 rounded border border-ink/30 bg-neutral px-2 py-0.5 text-sm", focusRing(isFocusVisible))
              }
            >
              {item.id}
              {isDisabled ? null : (
                <AriaButton slot="remove" className={({ isFocusVisible }) => cx("rounded px-1 leading-none hover:bg-ink/10", focusRing(isFocusVisible))}>
                  <span aria-hidden="true">×</span>
                </AriaButton>
              )}
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <div className="flex items-end gap-2">
        <TextField
          aria-label={t(lang, "ui.tags.new", { field: inSentence(lang, label) })}
          name={name}
          value={draft}
          onChange={setDraft}
          onBlur={add}
          onKeyDown={(event) => {
            // Enter adds the entry instead of submitting the form around it.
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            } else event.continuePropagation();
          }}
          isInvalid={isInvalid}
          isDisabled={isDisabled}
          aria-describedby={describedBy}
          className="flex-1"
        />
        <Button tone="quiet" onPress={add} isDisabled={isDisabled}>
          {t(lang, "ui.tags.add")}
        </Button>
      </div>
      {description ? (
        <p id={descriptionId} className={descriptionClass}>
          {description}
        </p>
      ) : null}
      {showError ? (
        <p id={errorId} className={errorClass}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
