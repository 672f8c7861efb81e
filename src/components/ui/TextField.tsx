import type { ReactNode } from "react";
import { Input, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import { FieldDescription } from "./FieldDescription.tsx";
import { FieldError } from "./FieldError.tsx";
import { FieldLabel } from "./FieldLabel.tsx";
import { controlClass, cx, fieldClass } from "./styles.ts";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "children" | "className"> {
  /** The visible label; leave it out only when `aria-label` names the field. */
  label?: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** The message shown while `isInvalid` is set. */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** A `<textarea>` instead of a one-line `<input>`. */
  multiline?: boolean;
  /** Visible lines of a multi-line field (4 by default). */
  rows?: number;
  /** The language of the text typed in (`lang` on the control), when it is not the page's: spellcheck and screen readers follow it. */
  contentLang?: string;
  className?: string;
}

/**
 * A labelled text input or textarea (react-aria `TextField`): label, description and error linked
 * to the control; red border when invalid, accent ring while focused. `type` picks the input type
 * (`email`, `url`…); `value`/`onChange` work on strings.
 */
export function TextField({ label, description, errorMessage, placeholder, multiline, rows = 4, contentLang, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx(fieldClass, className)}>
      {label == null ? null : <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      {multiline ? (
        <TextArea rows={rows} placeholder={placeholder} lang={contentLang} className={(state) => cx(controlClass(state), "resize-y")} />
      ) : (
        <Input placeholder={placeholder} lang={contentLang} className={controlClass} />
      )}
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
