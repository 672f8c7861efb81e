import { Button as AriaButton, type ButtonProps } from "react-aria-components";
import { cx, disabledClass, focusRing } from "./styles.ts";

/** How a button looks: `primary` (filled main colour), `quiet` (outlined), `bar` (on a dark strip). */
export type ButtonTone = "primary" | "quiet" | "bar";

const TONES: Record<ButtonTone, string> = {
  primary: "bg-main text-white hover:bg-ink",
  quiet: "border border-main text-main hover:bg-main/10",
  bar: "text-paper hover:bg-paper/15",
};

/**
 * The UI kit's button (react-aria `Button`: press events, keyboard, focus ring only for keyboard
 * focus), styled on react-aria's states.
 */
export function Button({ tone = "primary", className, ...props }: ButtonProps & { tone?: ButtonTone; className?: string }) {
  return (
    <AriaButton
      {...props}
      className={({ isFocusVisible, isDisabled }) =>
        cx(
          "inline-flex items-center gap-2 rounded px-3 py-1.5 text-sm font-semibold",
          TONES[tone],
          focusRing(isFocusVisible),
          disabledClass(isDisabled),
          className,
        )
      }
    />
  );
}
