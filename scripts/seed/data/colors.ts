/** A named colour of the `colors` schema. */
export interface ColorSeed {
  key: string;
  name: string;
  hexcode: string;
}

/** The palette editors pick from (backgrounds, icon colours); the theme uses the same values. */
export const COLORS: readonly ColorSeed[] = [
  { key: "salbei", name: "Salbei", hexcode: "#5b7f6a" },
  { key: "tannengruen", name: "Tannengrün", hexcode: "#1f3d33" },
  { key: "sand", name: "Sand", hexcode: "#f3ede2" },
  { key: "terrakotta", name: "Terrakotta", hexcode: "#c2643f" },
  { key: "morgenrot", name: "Morgenrot", hexcode: "#e8a87c" },
  { key: "himmel", name: "Himmelblau", hexcode: "#8fb8d0" },
  { key: "nachtblau", name: "Nachtblau", hexcode: "#1c2a3a" },
  { key: "nebel", name: "Nebelgrau", hexcode: "#d9dedb" },
  { key: "anthrazit", name: "Anthrazit", hexcode: "#22262a" },
  { key: "weiss", name: "Weiß", hexcode: "#fff" },
  { key: "lavendel", name: "Lavendel", hexcode: "#b4a7d6" },
];
