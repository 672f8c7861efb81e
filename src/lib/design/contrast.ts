import { contrastRatio } from "../color.ts";

/**
 * A WCAG 2.2 rating of a text colour on a background: `AAA` (7:1), `AA` (4.5:1, normal text),
 * `AA large` (3:1, text from 24px or 18.66px bold only) or `fail`.
 */
export type ContrastLevel = "AAA" | "AA" | "AA large" | "fail";

export interface Contrast {
  ratio: number;
  level: ContrastLevel;
}

/** The contrast of `text` on `background` (validated hexes) and its WCAG rating. */
export function contrast(text: string, background: string): Contrast {
  const ratio = contrastRatio(text, background);
  const level: ContrastLevel = ratio >= 7 ? "AAA" : ratio >= 4.5 ? "AA" : ratio >= 3 ? "AA large" : "fail";
  return { ratio, level };
}

/** Whether a pair reaches AA for normal text. */
export const passesAA = (c: Contrast): boolean => c.level === "AA" || c.level === "AAA";

/** A ratio as people read it: rounded down to two decimals (4.499 is not 4.5), e.g. `4.49:1` or `4,49:1`. */
export function formatRatio(ratio: number, lang: string): string {
  const floored = Math.floor(ratio * 100) / 100;
  return `${floored.toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
}
