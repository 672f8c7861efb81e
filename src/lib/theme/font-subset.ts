/**
 * How the site's fonts are made small (`npm run fonts` for the files in public/fonts, the styling
 * screen for uploaded ones): each keeps the Latin set (Basic Latin, Latin-1, typographic
 * punctuation, €; other characters fall back to the system font per glyph) and only the OpenType
 * features text needs (kerning, ligatures); hinting is dropped (modern renderers ignore it on web
 * fonts). Subsetting a subset changes nothing.
 *
 * Why: the fonts are requested before the first paint, so their bytes are on the critical path
 * of the Largest Contentful Paint on a slow connection (target: LCP ≤ 1.25 s).
 */

/** Code point ranges kept (the "latin" subset of Google Fonts/Fontsource). */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * Features running text needs: kerning and standard ligatures. Dropped: contextual alternates
 * (Inter's arrows and case-sensitive punctuation, ~3 KB), mark positioning and composition (the
 * kept Latin set is precomposed), localised forms (none for German or English), stylistic sets.
 */
const FEATURES = ["kern", "liga"];

const TEXT = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

type SubsetFont = (font: Uint8Array, text: string, options: { targetFormat: "woff2"; keepFeatures: string[]; noHinting: boolean }) => Promise<Uint8Array>;

/** The subsetter (harfbuzz), loaded on first use: a server without it still starts. */
async function subsetter(): Promise<SubsetFont | undefined> {
  try {
    // A name in a variable: the bundler leaves the package (and its WebAssembly) to Node.
    const name = "subset-font";
    const module = (await import(/* @vite-ignore */ name)) as { default: SubsetFont };
    return module.default;
  } catch {
    return undefined;
  }
}

/**
 * `font` (any format harfbuzz reads) as a woff2 with the kept set, or the original bytes when that
 * is not smaller. Throws when the font cannot be read; `trimmed: false` when no subsetter is
 * installed (the file is then used as it is).
 */
export async function trimFont(font: Uint8Array): Promise<{ bytes: Uint8Array; trimmed: boolean }> {
  const subset = await subsetter();
  if (!subset) return { bytes: font, trimmed: false };
  // The subsetter tells formats apart by Buffer methods.
  const after = await subset(Buffer.from(font.buffer, font.byteOffset, font.byteLength), TEXT, {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    noHinting: true,
  });
  if (after.length === 0) throw new Error("the subsetter returned no font");
  return { bytes: after.length < font.length ? after : font, trimmed: true };
}
