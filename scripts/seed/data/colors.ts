/** A named colour of the `colors` schema; the name per language (the English builder shows English names). */
export interface ColorSeed {
  key: string;
  name: string;
  nameEn: string;
  hexcode: string;
}

/** The palette editors pick from (backgrounds, icon colours); the theme uses the same values. */
export const COLORS: readonly ColorSeed[] = [
  { key: "salbei", name: "Salbei", nameEn: "Sage", hexcode: "#5b7f6a" },
  { key: "tannengruen", name: "Tannengrün", nameEn: "Fir green", hexcode: "#1f3d33" },
  { key: "sand", name: "Sand", nameEn: "Sand", hexcode: "#f3ede2" },
  { key: "terrakotta", name: "Terrakotta", nameEn: "Terracotta", hexcode: "#c2643f" },
  { key: "morgenrot", name: "Morgenrot", nameEn: "Dawn red", hexcode: "#e8a87c" },
  { key: "himmel", name: "Himmelblau", nameEn: "Sky blue", hexcode: "#8fb8d0" },
  { key: "nachtblau", name: "Nachtblau", nameEn: "Night blue", hexcode: "#1c2a3a" },
  { key: "nebel", name: "Nebelgrau", nameEn: "Mist grey", hexcode: "#d9dedb" },
  { key: "anthrazit", name: "Anthrazit", nameEn: "Anthracite", hexcode: "#22262a" },
  { key: "weiss", name: "Weiß", nameEn: "White", hexcode: "#fff" },
  { key: "lavendel", name: "Lavendel", nameEn: "Lavender", hexcode: "#b4a7d6" },
];
