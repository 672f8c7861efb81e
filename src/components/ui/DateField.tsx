import type { ReactNode } from "react";
import { DateField as AriaDateField, DateInput, DateSegment, type DateFieldProps as AriaDateFieldProps, type DateValue } from "react-aria-components";
import { FieldDescription } from "./FieldDescription.tsx";
import { FieldError } from "./FieldError.tsx";
import { FieldLabel } from "./FieldLabel.tsx";
import { controlClass, cx, fieldClass } from "./styles.ts";

export interface DateFieldProps<T extends DateValue> extends Omit<AriaDateFieldProps<T>, "children" | "className"> {
  label: ReactNode;
  description?: ReactNode;
  /** The message shown while `isInvalid` is set. */
  errorMessage?: ReactNode;
  className?: string;
}

/**
 * A labelled date (or date and time) field (react-aria `DateField`): one segment per part in the
 * UI language's order (`TT.MM.JJJJ` in German), typed or stepped with the arrow keys, no popup
 * to reach. Values are `@internationalized/date` objects; `granularity` picks day or minute.
 */
export function DateField<T extends DateValue>({ label, description, errorMessage, className, ...props }: DateFieldProps<T>) {
  return (
    <AriaDateField {...props} className={cx(fieldClass, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <DateInput className={(state) => cx(controlClass({ ...state, isFocusVisible: false }), "flex w-fit min-w-40 flex-wrap")}>
        {(segment) => (
          <DateSegment
            segment={segment}
            className={({ isFocused, isPlaceholder }) =>
              cx(
                "rounded px-0.5 tabular-nums outline-none",
                isFocused ? "bg-main text-paper" : isPlaceholder ? "text-ink/75" : "",
                segment.type === "literal" ? "px-0" : "",
              )
            }
          />
        )}
      </DateInput>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaDateField>
  );
}
