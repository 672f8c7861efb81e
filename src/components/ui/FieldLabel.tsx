import type { ReactNode } from "react";
import { Label } from "react-aria-components";
import { RequiredMark } from "./RequiredMark.tsx";
import { cx, labelClass } from "./styles.ts";

/**
 * A field's label (react-aria `Label`, wired to its control by the field around it), with an
 * asterisk for a required field.
 */
export function FieldLabel({ children, isRequired, className }: { children: ReactNode; isRequired?: boolean; className?: string }) {
  return (
    <Label className={cx(labelClass, className)}>
      {children}
      {isRequired ? <RequiredMark /> : null}
    </Label>
  );
}
