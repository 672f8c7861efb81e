import type { ReactNode } from "react";
import { Text } from "react-aria-components";
import { cx, descriptionClass } from "./styles.ts";

/** A field's description (its hint), linked to the control by `aria-describedby` through the field around it. */
export function FieldDescription({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Text slot="description" className={cx(descriptionClass, className)}>
      {children}
    </Text>
  );
}
