import type { ReactNode } from "react";
import { FieldError as AriaFieldError } from "react-aria-components";
import { cx, errorClass } from "./styles.ts";

/**
 * A field's error message (react-aria `FieldError`): shown only while the field around it is
 * invalid, and then linked to its control by `aria-describedby`. Without children it shows the
 * field's validation errors.
 */
export function FieldError({ children, className }: { children?: ReactNode; className?: string }) {
  return <AriaFieldError className={cx(errorClass, className)}>{children}</AriaFieldError>;
}
