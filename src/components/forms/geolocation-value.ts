/** A Squidex geolocation value. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The default geo point of geo fields: the geographic centre of Germany, where the
 * site's practitioners are. An empty geolocation field offers it; it is never stored unasked.
 */
export const DEFAULT_GEO_POINT: Readonly<GeoPoint> = { latitude: 51.1634, longitude: 10.4477 };

/** Whether a stored value has neither coordinate. */
export function isEmptyPoint(value: unknown): boolean {
  return Number.isNaN(coordinate(value, "latitude")) && Number.isNaN(coordinate(value, "longitude"));
}

/** One coordinate of a stored value, `NaN` when it has none (a number field's empty value). */
export function coordinate(value: unknown, axis: keyof GeoPoint): number {
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, axis)) return Number.NaN;
  const n = (value as Record<string, unknown>)[axis];
  return typeof n === "number" ? n : Number.NaN;
}

/**
 * The value after one coordinate changed: `null` when both are empty, else an object with the
 * coordinates that are set. A point with only one of them is kept as typed, so the form's
 * validation reports it instead of losing it.
 */
export function withCoordinate(value: unknown, axis: keyof GeoPoint, n: number): Partial<GeoPoint> | null {
  const point: Partial<GeoPoint> = {};
  for (const key of ["latitude", "longitude"] as const) {
    const next = key === axis ? n : coordinate(value, key);
    if (!Number.isNaN(next)) point[key] = next;
  }
  return Object.keys(point).length ? point : null;
}
