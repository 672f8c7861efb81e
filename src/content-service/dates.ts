/** Stored form of an instant: fixed-width ISO-8601 UTC (`toISOString`), so text order is time order. */
export const storedNow = (now: () => Date) => now().toISOString();

/** Wire form of a stored instant: ISO-8601 UTC with `Z`, fractional seconds only when non-zero. */
export const instant = (stored: string) => (stored.endsWith(".000Z") ? `${stored.slice(0, -5)}Z` : stored);
