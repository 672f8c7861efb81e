import type { ReactNode } from "react";
import { RadioButton, RadioField, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from "react-aria-components";
import { FieldDescription } from "./FieldDescription.tsx";
import { FieldError } from "./FieldError.tsx";
import { FieldLabel } from "./FieldLabel.tsx";
import { cx, disabledClass, fieldClass, focusRing } from "./styles.ts";

/** One choice of a radio group: its value and the text beside it. */
export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, "children" | "className"> {
  label: ReactNode;
  options: readonly RadioOption[];
  description?: ReactNode;
  /** The message shown while `isInvalid` is set. */
  errorMessage?: ReactNode;
  className?: string;
}

/**
 * A labelled group of radio buttons (react-aria `RadioGroup`): one tab stop, arrow keys move the
 * choice. `value`/`onChange` work on the options' values (strings).
 */
export function RadioGroup({ label, options, description, errorMessage, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={cx(fieldClass, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {options.map((option) => (
          <RadioField key={option.value} value={option.value}>
            <RadioButton className={({ isDisabled }) => cx("inline-flex items-center gap-2 text-base text-ink", disabledClass(isDisabled))}>
              {({ isSelected, isFocusVisible, isInvalid }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={cx(
                      "size-5 shrink-0 rounded-full border-2 bg-paper",
                      isSelected ? "border-[6px] border-main" : isInvalid ? "border-red-700" : "border-ink/60",
                      focusRing(isFocusVisible),
                    )}
                  />
                  {option.label}
                </>
              )}
            </RadioButton>
          </RadioField>
        ))}
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
