import { isEmpty } from "../rules/empty.ts";
import type { FieldState } from "./field-state.ts";

/** The flags of a form field, which a UI shows as `data-*` attributes (`attributes.ts`). */
export interface FieldFlags {
  /** Focus has left the field at least once. */
  blurred: boolean;
  /** The value has been changed. */
  dirty: boolean;
  /** The form has been submitted (or submitting was tried) at least once. */
  submitted: boolean;
  /** No rule fails. */
  valid: boolean;
  /** A rule fails (the opposite of `valid`). */
  invalid: boolean;
  /** Filled in and valid. */
  complete: boolean;
  /** No value (`""`, `[]`, `{}`, none); `false` and `0` are values. */
  empty: boolean;
}

/**
 * The flags of a field from its state, whether its form has been submitted, and its messages
 * (from `validateForm`, `undefined` or none when it is valid).
 */
export function fieldFlags(state: FieldState, submitted: boolean, messages?: readonly string[]): FieldFlags {
  const valid = !messages?.length;
  const empty = isEmpty(state.value);
  return { blurred: state.blurred, dirty: state.dirty, submitted, valid, invalid: !valid, complete: valid && !empty, empty };
}
