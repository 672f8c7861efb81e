/**
 * How long a form input waits after the last keystroke before it commits the value and validates.
 * The one place the UI takes it from.
 */
export const INPUT_DELAY_MS = 20;

/**
 * A content-service field name (Squidex's rule): letters and digits, in parts joined by single
 * dashes (`title`, `opening-hours`). So never `__proto__`, and never a dot, which separates a name
 * from its partition in a path (`title.de`).
 */
export const FIELD_NAME = /^[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$/;
