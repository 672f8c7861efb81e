import { sameValue } from "../../lib/tree/same-tree.ts";

/** What a UI keeps about one field between renders; changed only through the functions below. */
export interface FieldState {
  /** The current value. */
  readonly value: unknown;
  /** The value the field started with. */
  readonly initial: unknown;
  /** Focus has left the field at least once. */
  readonly blurred: boolean;
  /** The value has differed from the initial value at least once (it stays dirty when changed back). */
  readonly dirty: boolean;
}

/** A field that starts with `initial`: not blurred, not dirty. */
export function createFieldState(initial: unknown): FieldState {
  return { value: initial, initial, blurred: false, dirty: false };
}

/** The field after the user changed its value. */
export function changeField(state: FieldState, value: unknown): FieldState {
  return { ...state, value, dirty: state.dirty || !sameValue(value, state.initial) };
}

/** The field after focus left it. */
export function blurField(state: FieldState): FieldState {
  return state.blurred ? state : { ...state, blurred: true };
}
