const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Validates a CSS hex colour: `#` and 3 or 6 hex digits. Returns the normalised
 * `#rrggbb` (lower case, short form expanded); anything else throws `Error("Bad Hex")`.
 */
export function parseHex(value: unknown): string {
  if (typeof value !== "string") throw new Error("Bad Hex");
  const trimmed = value.trim();
  const match = HEX.exec(trimmed);
  if (!match) throw new Error("Bad Hex");
  const digits = match[1]!.toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  return `#${full}`;
}

/** `parseHex` that returns undefined instead of throwing. */
export function safeHex(value: unknown): string | undefined {
  try {
    return parseHex(value);
  } catch {
    return undefined;
  }
}

/** WCAG 2.x relative luminance (0 black … 1 white) of a hex colour; throws `Bad Hex` like `parseHex`. */
export function relativeLuminance(hex: string): number {
  const full = parseHex(hex);
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG 2.2 AA minimum for normal-size text. */
const AA_TEXT = 4.5;

/**
 * The first of `candidates` that reaches `min` contrast against `background`; when none does, the
 * candidate with the highest contrast. E.g. a theme's support colour for an eyebrow, falling back to
 * its main, black or white colour when support is too light for the background.
 */
export function readableColor(background: string, candidates: readonly string[], min = AA_TEXT): string {
  if (!candidates.length) throw new Error("readableColor needs at least one candidate");
  let best = candidates[0]!;
  let bestRatio = 0;
  for (const c of candidates) {
    const ratio = contrastRatio(c, background);
    if (ratio >= min) return c;
    if (ratio > bestRatio) [best, bestRatio] = [c, ratio];
  }
  return best;
}

/**
 * Body text for a background: `dark` on light backgrounds, `light` on dark ones, whichever has the
 * higher contrast against the background's relative luminance.
 */
export function textOn(background: string, dark = "#000000", light = "#ffffff"): string {
  return contrastRatio(dark, background) >= contrastRatio(light, background) ? dark : light;
}

/**
 * `color` mixed towards black (on a light background) or white (on a dark one) in 5% steps until it
 * reaches `min` contrast against `background`: the same hue, just dark or light enough to read.
 */
export function shiftToContrast(color: string, background: string, min = AA_TEXT): string {
  const from = parseHex(color);
  const target = textOn(background) === "#000000" ? 0 : 255;
  const channels = [1, 3, 5].map((i) => parseInt(from.slice(i, i + 2), 16));
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const hex = `#${channels
      .map((c) =>
        Math.round(c + (target - c) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")}`;
    if (contrastRatio(hex, background) >= min) return hex;
  }
  return target ? "#ffffff" : "#000000";
}
