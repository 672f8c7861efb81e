/** One item of the `font-styles` schema. */
export interface FontStyleSeed {
  name: string;
  mission: "main" | "support" | "navbar" | "flowingtext";
  font: { name: string; weight: number; style: "normal"; url: string; type: "woff2" };
}

/** Self-hosted fonts; the files are in `public/fonts/` with their OFL licences. */
export const FONT_STYLES: readonly FontStyleSeed[] = [
  { name: "Lora Bold (Überschriften)", mission: "main", font: { name: "Lora", weight: 700, style: "normal", url: "/fonts/lora-latin-700-normal.woff2", type: "woff2" } },
  { name: "Lora Regular (Zitate, Hervorhebungen)", mission: "support", font: { name: "Lora", weight: 400, style: "normal", url: "/fonts/lora-latin-400-normal.woff2", type: "woff2" } },
  { name: "Inter SemiBold (Navigation)", mission: "navbar", font: { name: "Inter", weight: 600, style: "normal", url: "/fonts/inter-latin-600-normal.woff2", type: "woff2" } },
  { name: "Inter Regular (Fließtext)", mission: "flowingtext", font: { name: "Inter", weight: 400, style: "normal", url: "/fonts/inter-latin-400-normal.woff2", type: "woff2" } },
];
