/**
 * How long a form input waits after the last keystroke before it commits the value and validates
 * (spec §9: form input delay default 20 ms). The one place the UI takes it from.
 */
export const INPUT_DELAY_MS = 20;
