import type { ReactNode } from "react";
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from "react-aria-components";
import { FieldDescription } from "./FieldDescription.tsx";
import { FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import { cx, disabledClass, fieldClass, focusRing } from "./styles.ts";

export interface CheckboxProps extends Omit<CheckboxFieldProps, "children" | "className"> {
  /** The text beside the box; it is the checkbox's label. */
  label: ReactNode;
  description?: ReactNode;
  /** The message shown while `isInvalid` is set. */
  errorMessage?: ReactNode;
  className?: string;
}

/**
 * A checkbox with its label, description and error (react-aria `CheckboxField`): a real
 * `<input type="checkbox">` under a drawn box, so it works with Space, forms and screen readers.
 * `isSelected`/`onChange` work on booleans.
 */
export function Checkbox({ label, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={cx(fieldClass, className)}>
      <CheckboxButton className={({ isDisabled }) => cx("inline-flex w-fit items-start gap-2 text-base text-ink", disabledClass(isDisabled))}>
        {({ isSelected, isFocusVisible, isInvalid }) => (
          <>
            <span
              aria-hidden="true"
              className={cx(
                "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2",
                isSelected ? "border-main bg-main text-paper" : isInvalid ? "border-red-700 bg-paper" : "border-ink/60 bg-paper",
                focusRing(isFocusVisible),
              )}
            >
              {isSelected ? (
                <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
                  <path d="M3 8.5l3.2 3L13 4.5" />
                </svg>
              ) : null}
            </span>
            <span>
              {label}
              {props.isRequired ? <RequiredMark /> : null}
            </span>
          </>
        )}
      </CheckboxButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
