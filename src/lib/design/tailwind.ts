/**
 * Tailwind on the server, for the text styles: which classes Tailwind knows, and the CSS of class
 * lists the code build's stylesheet may lack (a text style made or changed after it). It compiles
 * against the site's own theme tokens (the `@theme` block of src/styles/theme.css), so `text-main`
 * or `font-support` come out as on the site.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { compile, __unstable__loadDesignSystem } from "tailwindcss";
import { DEFAULT_COLORS, THEME_COLORS, type ThemeColorKey } from "../theme/colors.ts";
import { filterClasses } from "../theme/classes.ts";
import { FALLBACK_STACKS, MISSIONS } from "../theme/fonts.ts";

/**
 * The `@theme inline` block of src/styles/theme.css, made from the same values (a unit test keeps
 * the two equal): the site's colour and font tokens, fed by the page's `--theme-*` variables.
 */
export function themeTokensCss(): string {
  const color = (token: string, key: ThemeColorKey) => `  --color-${token}: var(${THEME_COLORS[key]}, ${DEFAULT_COLORS[key]});`;
  const lines = [
    ...(["main", "support", "accent", "neutral", "black", "white"] as const).map((name) =>
      color(name, `color${name[0]!.toUpperCase()}${name.slice(1)}` as ThemeColorKey),
    ),
    color("ink", "colorBlack"),
    color("paper", "colorWhite"),
    ...MISSIONS.map((mission) => `  --font-${mission}: var(--theme-font-${mission}, ${FALLBACK_STACKS[mission]});`),
  ];
  return `@theme inline {\n${lines.join("\n")}\n}`;
}

const INPUT = `@layer theme, base, components, utilities;
@import "tailwindcss/theme.css" layer(theme);
@import "tailwindcss/utilities.css" layer(utilities);
${themeTokensCss()}`;

/** The cascade layers in the order of the site's stylesheet. */
const LAYER_ORDER = "@layer properties,theme,base,components,utilities;";

const require = createRequire(import.meta.url);
const sheets = new Map<string, Promise<string>>();
const options = {
  base: "/",
  // Only Tailwind's own two sheets are ever imported (INPUT names them), from the installed package.
  loadStylesheet: async (id: string, base: string) => {
    if (id !== "tailwindcss/theme.css" && id !== "tailwindcss/utilities.css") throw new Error(`stylesheet ${id} is not available`);
    const path = require.resolve(id);
    if (!sheets.has(path)) sheets.set(path, readFile(path, "utf8"));
    return { path, base, content: await sheets.get(path)! };
  },
};

let designSystem: ReturnType<typeof __unstable__loadDesignSystem> | undefined;
const cssCache = new Map<string, string>();
const CACHE_MAX = 500;

/** What Tailwind makes of a class list: tokens with characters a class may not have (`bad`), and well-formed ones it has no utility for (`unknown`). */
export async function checkClasses(value: string): Promise<{ classes: string[]; bad: string[]; unknown: string[] }> {
  const { classes, dropped } = filterClasses(value);
  const tokens = classes ? classes.split(" ") : [];
  designSystem ??= __unstable__loadDesignSystem(INPUT, options);
  const css = (await designSystem).candidatesToCss(tokens);
  return { classes: tokens, bad: dropped, unknown: tokens.filter((_, i) => css[i] == null) };
}

/**
 * The CSS of `classes` (filtered to class-name characters first), minified: the theme variables
 * they use in `@layer theme`, the utilities in `@layer utilities` in Tailwind's order, so a style
 * placed after the site's stylesheet slots into its cascade. `""` for no known class.
 */
export async function classesCss(classes: readonly string[]): Promise<string> {
  const tokens = [...new Set(filterClasses(classes.join(" ")).classes.split(" ").filter(Boolean))].sort();
  if (!tokens.length) return "";
  const key = tokens.join(" ");
  const hit = cssCache.get(key);
  if (hit !== undefined) return hit;
  // A compiler's build() adds to the candidates of its earlier calls: one compiler per class list.
  const built = (await compile(INPUT, options)).build(tokens);
  // It opens with the layers' order as the site's stylesheet has it (Tailwind's properties layer
  // first): a page puts this CSS before that stylesheet, and a browser ranks layers by their first
  // mention, so without it the layers named here (theme, utilities) would rank below the
  // stylesheet's base, whose resets (a heading's size, a list's margins) would win over every utility.
  const css = `${LAYER_ORDER}${minify(built.replace(/@layer theme, base, components, utilities;|@layer properties;/g, ""))}`;
  const result = /@layer utilities\{/.test(css) ? css : "";
  if (cssCache.size >= CACHE_MAX) cssCache.delete(cssCache.keys().next().value!);
  cssCache.set(key, result);
  return result;
}

/** Comments and the whitespace around punctuation dropped; Tailwind's own output has no strings that care. */
function minify(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s*([{};,])\s*/g, "$1")
    .replace(/:\s+/g, ":")
    .replace(/;}/g, "}")
    .trim();
}
