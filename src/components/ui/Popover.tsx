import type { CSSProperties } from "react";
import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from "react-aria-components";
import { LAYERS } from "./layers.ts";
import { cx } from "./styles.ts";

/**
 * The UI kit's popover (react-aria `Popover`) for menus and list boxes: at the menu layer
 * (`LAYERS.menu`), at least as wide as its trigger, scrolling when long.
 */
export function Popover({ className, style, ...props }: Omit<AriaPopoverProps, "className" | "style"> & { className?: string; style?: CSSProperties }) {
  return (
    <AriaPopover
      offset={4}
      {...props}
      style={{ ...style, zIndex: LAYERS.menu }}
      className={cx("min-w-(--trigger-width) overflow-auto rounded border border-ink/20 bg-paper text-ink shadow-lg outline-none", className)}
    />
  );
}
