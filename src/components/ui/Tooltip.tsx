import type { ReactElement, ReactNode } from "react";
import { Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from "react-aria-components";
import { LAYERS } from "./layers.ts";

export interface TooltipProps {
  /** The tip's text. */
  content: ReactNode;
  /** The trigger: one focusable react-aria element (a `Button`, a `Link`, or something in `Focusable`). */
  children: ReactElement;
  placement?: AriaTooltipProps["placement"];
  /** Milliseconds of hover before it opens (react-aria's 1500 by default); keyboard focus opens it at once. */
  delay?: number;
}

/**
 * A tooltip (react-aria `TooltipTrigger`, `Tooltip`): opens on hover and on keyboard focus,
 * closes on Escape or when focus leaves, and describes its trigger (`aria-describedby`). At the
 * tooltip layer (`LAYERS.tooltip`). It adds to a label, never replaces one: the trigger needs its own.
 */
export function Tooltip({ content, children, placement = "top", delay }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip placement={placement} offset={6} style={{ zIndex: LAYERS.tooltip }} className="max-w-64 rounded bg-ink px-2 py-1 text-sm text-paper shadow">
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
