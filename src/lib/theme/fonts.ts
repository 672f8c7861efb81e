import type { SiteData } from "../content/model.ts";

export const MISSIONS = ["main", "support", "navbar", "flowingtext"] as const;
export type Mission = (typeof MISSIONS)[number];

/** Generic fallbacks per mission while the self-hosted font loads (`font-display: swap`); theme.css has the same. */
export const FALLBACK_STACKS: Record<Mission, string> = {
  main: "ui-serif, Georgia, serif",
  support: "ui-serif, Georgia, serif",
  navbar: "ui-sans-serif, system-ui, sans-serif",
  flowingtext: "ui-sans-serif, system-ui, sans-serif",
};

export interface FontFace {
  mission: Mission;
  family: string;
  weight: number;
  style: "normal" | "italic";
  url: string;
  type: "woff2" | "woff";
}

/** A font family name as the CSS quotes it: letters, digits, spaces, `_` and `-`. */
export const FONT_FAMILY = /^[A-Za-z0-9 _-]{1,60}$/;
/**
 * Where a font file may be: shipped in public/fonts, or an uploaded asset behind the site's `/cms`
 * proxy (src/lib/content/asset-url.ts). No external hosts, no characters that could leave `url()`.
 */
export const FONT_URL =
  /^(\/fonts\/[a-z0-9._-]+|\/cms\/api\/assets\/[a-z0-9-]{1,40}\/[A-Za-z0-9_-]{1,100}\/[A-Za-z0-9._-]{1,120})\.(woff2|woff)(\?version=\d{1,9})?$/;

/** The valid font faces of the `font-styles` items; invalid ones are warned about and skipped. */
export function fontFaces(site: SiteData, warn: (message: string) => void): FontFace[] {
  const faces: FontFace[] = [];
  for (const item of site.fonts) {
    const mission = item.data.mission?.iv;
    const font = item.data.font?.iv as Partial<{ name: unknown; weight: unknown; style: unknown; url: unknown; type: unknown }> | undefined;
    const weight = Number(font?.weight ?? 400);
    const style = font?.style ?? "normal";
    const url = font?.url;
    const type = font?.type ?? (typeof url === "string" && /\.woff(\?|$)/.test(url) ? "woff" : "woff2");
    if (
      !(MISSIONS as readonly unknown[]).includes(mission) ||
      typeof font?.name !== "string" ||
      !FONT_FAMILY.test(font.name) ||
      !Number.isInteger(weight) ||
      weight < 100 ||
      weight > 900 ||
      (style !== "normal" && style !== "italic") ||
      typeof url !== "string" ||
      !FONT_URL.test(url) ||
      (type !== "woff2" && type !== "woff")
    ) {
      warn(`font style ${item.id} skipped: invalid mission or font`);
      continue;
    }
    faces.push({ mission: mission as Mission, family: font.name, weight, style, url, type });
  }
  return faces;
}

/** `@font-face` rules, one per distinct file, with `font-display: swap`. */
export function fontFaceCss(faces: readonly FontFace[]): string {
  const seen = new Set<string>();
  const rules: string[] = [];
  for (const face of faces) {
    const key = `${face.family}|${face.weight}|${face.style}|${face.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rules.push(
      `@font-face{font-family:"${face.family}";src:url(${face.url}) format("${face.type}");font-weight:${face.weight};font-style:${face.style};font-display:swap}`,
    );
  }
  return rules.join("\n");
}

/** The same variables with the fallback stacks alone, until the web fonts may load (src/lib/theme/web-fonts.ts). */
export function fallbackFontVariables(faces: readonly FontFace[]): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const mission of MISSIONS) if (faces.some((f) => f.mission === mission)) vars[`--theme-font-${mission}`] = FALLBACK_STACKS[mission];
  return vars;
}

/** `--theme-font-<mission>` variables (family plus fallback stack) for the missions that have a font. */
export function fontVariables(faces: readonly FontFace[]): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const mission of MISSIONS) {
    const face = faces.find((f) => f.mission === mission);
    if (face) vars[`--theme-font-${mission}`] = `"${face.family}", ${FALLBACK_STACKS[mission]}`;
  }
  return vars;
}
