import { DEFAULT_COLORS } from "../../../src/lib/theme/colors.ts";

/** One item of the `theme-settings` schema; every colour a hex value. */
export interface ThemeSeed {
  key: string;
  name: string;
  colorMain: string;
  colorSupport: string;
  colorAccent: string;
  colorNeutral: string;
  colorBlack: string;
  colorWhite: string;
}

/** The default theme first; `abendlicht` is used by the challenges page. */
export const THEMES: readonly ThemeSeed[] = [
  {
    key: "standard",
    name: "Atemraum Standard",
    // The site's built-in palette: the seeded default theme and the fallback stay one set of values.
    ...DEFAULT_COLORS,
  },
  {
    key: "abendlicht",
    name: "Abendlicht",
    colorMain: "#1c2a3a",
    colorSupport: "#8fb8d0",
    colorAccent: "#e8a87c",
    colorNeutral: "#eef1f4",
    colorBlack: "#111418",
    colorWhite: "#fff",
  },
];
