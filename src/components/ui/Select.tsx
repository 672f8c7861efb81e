import type { ReactNode } from "react";
import { Button, ListBox, ListBoxItem, Select as AriaSelect, SelectValue, type Key, type SelectProps as AriaSelectProps } from "react-aria-components";
import { t } from "../../i18n/t.ts";
import { FieldDescription } from "./FieldDescription.tsx";
import { FieldError } from "./FieldError.tsx";
import { FieldLabel } from "./FieldLabel.tsx";
import { Popover } from "./Popover.tsx";
import { controlClass, cx, fieldClass } from "./styles.ts";
import { useUiLang } from "./ui-lang.ts";

/** One choice of a select: its key and the text shown (and typed to jump to it). */
export interface SelectOption {
  id: Key;
  label: string;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, "children" | "className" | "items"> {
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  /** The message shown while `isInvalid` is set. */
  errorMessage?: ReactNode;
  className?: string;
}

/**
 * A labelled dropdown (react-aria `Select`): a button showing the choice, opening a list box in a
 * popover; arrow keys, typing the start of an option and Escape work as in a native select.
 * `value`/`onChange` work on the options' keys; the placeholder is "Bitte wählen" / "Please choose"
 * unless one is given.
 */
export function Select({ label, options, description, errorMessage, placeholder, className, ...props }: SelectProps) {
  const lang = useUiLang();
  return (
    <AriaSelect {...props} placeholder={placeholder ?? t(lang, "ui.select.placeholder")} className={cx(fieldClass, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button
        className={({ isFocusVisible, isDisabled }) => cx(controlClass({ isFocusVisible, isDisabled }), "flex items-center justify-between gap-2 text-start")}
      >
        <SelectValue className="truncate data-placeholder:text-ink/75" />
        <span aria-hidden="true" className="text-main">
          ▾
        </span>
      </Button>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="max-h-72">
        <ListBox items={options} className="p-1 outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className={({ isFocused, isSelected }) =>
                cx(
                  "cursor-pointer rounded px-2 py-1.5 outline-none",
                  isFocused ? "bg-main text-paper" : "",
                  isSelected && !isFocused ? "font-semibold text-main" : "",
                )
              }
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
