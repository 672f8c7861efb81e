/**
 * Class names the UI kit's fields share, so every control looks and reacts alike. Colours come
 * from the site theme (`text-ink`, `bg-paper`, `accent`…); errors use red-700, since the theme's
 * colours are chosen per site and none of them is set aside for errors.
 */

import { cx } from "../../lib/class-names.ts";

export { cx };

/** A field's outer element: label, control, description and error stacked. */
export const fieldClass = "flex min-w-0 flex-col gap-1";

/** A field's label. */
export const labelClass = "text-sm font-semibold text-ink";

/** A field's description (its hint). */
export const descriptionClass = "text-sm text-ink/70";

/** A field's error message. */
export const errorClass = "text-sm font-semibold text-red-700";

/** The states a control is styled on (react-aria's render props). */
export interface ControlState {
  isFocused?: boolean;
  isFocusVisible?: boolean;
  isFocusWithin?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
}

/** The outline of keyboard focus, the same accent ring as the site's `:focus-visible`. */
export function focusRing(isFocusVisible: boolean | undefined): string {
  return isFocusVisible ? "outline-2 outline-offset-2 outline-accent" : "outline-none";
}

/** A pressable control (button, checkbox, radio): dimmed with a not-allowed cursor when disabled, a pointer otherwise. */
export function disabledClass(isDisabled: boolean | undefined): string {
  return isDisabled ? "cursor-not-allowed opacity-60" : "cursor-pointer";
}

/**
 * A text-like control (input, textarea, the group of a number or date field, a select's button):
 * a border that turns red when invalid, the accent ring while focused, dimmed when disabled.
 */
export function controlClass({ isFocused, isFocusVisible, isFocusWithin, isInvalid, isDisabled }: ControlState): string {
  return cx(
    "w-full rounded border bg-paper px-2.5 py-1.5 text-base text-ink",
    isInvalid ? "border-red-700" : "border-ink/40",
    isFocused || isFocusVisible || isFocusWithin ? "outline-2 outline-offset-1 outline-accent" : "outline-none",
    isDisabled ? "cursor-not-allowed opacity-60" : "",
  );
}
