/**
 * A name as one part of a UI string key, in the catalog's lowerCamel form: `book-appointment` →
 * `bookAppointment`, `String` → `string`, `DateTime` → `dateTime`.
 */
export const keyPart = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase());
