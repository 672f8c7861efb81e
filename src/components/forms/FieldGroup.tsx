import { useId, type HTMLAttributes, type ReactNode } from "react";
import { RequiredMark } from "../ui/RequiredMark.tsx";
import { cx, descriptionClass, errorClass, labelClass } from "../ui/styles.ts";
import type { FieldRenderProps } from "./render-field.ts";

export interface FieldGroupProps extends Omit<HTMLAttributes<HTMLDivElement>, "children"> {
  /** The field's render props: its label, description, message and the ids describing it. */
  of: FieldRenderProps;
  /** The controls; `describedBy` lists the description, the message and `more`, for `aria-describedby`. */
  children: (ids: { describedBy: string | undefined; labelId: string }) => ReactNode;
  /** Another id describing the controls (a "list is full" note the children render). */
  more?: string | undefined;
  /** Whether the label shows the required mark (default: when the field is required). */
  markRequired?: boolean;
  /** Whether the group itself is described too, not only its controls. */
  describeGroup?: boolean;
}

/**
 * The frame of a control made of several parts (a picker, two coordinates): a `role="group"`
 * named by the field's label, the children, then the field's description and, while invalid, its
 * message, both linked to the controls the children render with the `describedBy` they are given.
 */
export function FieldGroup({ of, children, more, markRequired = of.isRequired, describeGroup = false, className, ...rest }: FieldGroupProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const showError = of.isInvalid && of.errorMessage !== undefined;
  const describedBy = cx(of.description ? descriptionId : "", showError ? errorId : "", more, of.describedBy) || undefined;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describeGroup ? describedBy : undefined}
      className={cx("flex min-w-0 flex-col", className)}
      {...rest}
    >
      <span id={labelId} className={labelClass}>
        {of.label}
        {markRequired ? <RequiredMark /> : null}
      </span>
      {children({ describedBy, labelId })}
      {of.description ? (
        <p id={descriptionId} className={descriptionClass}>
          {of.description}
        </p>
      ) : null}
      {showError ? (
        <p id={errorId} className={errorClass}>
          {of.errorMessage}
        </p>
      ) : null}
    </div>
  );
}
