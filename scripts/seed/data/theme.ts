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
    colorMain: "#1f3d33",
    colorSupport: "#5b7f6a",
    colorAccent: "#c2643f",
    colorNeutral: "#f3ede2",
    colorBlack: "#22262a",
    colorWhite: "#ffffff",
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
