/** A focus point as Squidex stores it in an asset's metadata: `focusX`, `focusY` in -1..1, 0 the centre, -1 left/top, 1 right/bottom. */
export interface FocusPoint {
  x: number;
  y: number;
}

const inRange = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= -1 && value <= 1;

/** The focus point in an asset's metadata, or undefined when it has none (or a malformed one). */
export function focusOf(metadata: Record<string, unknown> | undefined): FocusPoint | undefined {
  const x = metadata?.focusX;
  const y = metadata?.focusY;
  return inRange(x) && inRange(y) ? { x, y } : undefined;
}
