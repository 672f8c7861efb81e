/** Content-data helpers: values in Squidex's `{ field: { partition: value } }` shape. */

/** An invariant value: `{ iv: value }`. */
export const iv = <T>(value: T) => ({ iv: value });

/** A localized value: `{ de, en }`. */
export const l = <T>(de: T, en: T) => ({ de, en });

/** A Geolocation value. */
export const geo = (latitude: number, longitude: number) => ({ latitude, longitude });
