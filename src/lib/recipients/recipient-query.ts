/**
 * An OData string literal for `value`: wrapped in single quotes, each `'` doubled — the only
 * escape OData knows, so the value can never end the literal early.
 */
export function odataString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** The `$filter` that finds a recipient by address: `data/email/iv eq '<escaped>'`. */
export function recipientFilter(email: string): string {
  return `data/email/iv eq ${odataString(email)}`;
}

/** The query string of the recipient lookup (two items at most: a duplicate address is detectable). */
export function recipientQuery(email: string): URLSearchParams {
  return new URLSearchParams({ $filter: recipientFilter(email), $top: "2" });
}
