import type { ReactNode } from "react";
import { Button, Group, Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from "react-aria-components";
import { FieldDescription } from "./FieldDescription.tsx";
import { FieldError } from "./FieldError.tsx";
import { FieldLabel } from "./FieldLabel.tsx";
import { controlClass, cx, fieldClass, focusRing } from "./styles.ts";

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, "children" | "className"> {
  label: ReactNode;
  description?: ReactNode;
  /** The message shown while `isInvalid` is set. */
  errorMessage?: ReactNode;
  placeholder?: string;
  className?: string;
}

const stepClass = ({ isFocusVisible, isDisabled }: { isFocusVisible: boolean; isDisabled: boolean }) =>
  cx("w-8 shrink-0 rounded text-lg leading-none text-main hover:bg-main/10", focusRing(isFocusVisible), isDisabled ? "opacity-40" : "cursor-pointer");

/**
 * A labelled number input (react-aria `NumberField`): typed in the UI language's notation
 * (`1.234,5` in German), arrow keys and the −/+ buttons step it, `minValue`/`maxValue` clamp it
 * when focus leaves. Its value is a number, `NaN` when empty (react-aria's convention).
 */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={cx(fieldClass, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={(state) => cx(controlClass({ ...state, isFocusVisible: false }), "flex items-center gap-1 p-0.5")}>
        <Button slot="decrement" className={stepClass}>
          −
        </Button>
        <Input placeholder={placeholder} className="min-w-0 flex-1 bg-transparent px-1 py-1 text-center outline-none" />
        <Button slot="increment" className={stepClass}>
          +
        </Button>
      </Group>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
