/**
 * `npm run fonts`: makes the self-hosted fonts in public/fonts as small as they can be for this
 * site and writes them in place. Every file keeps the Latin set it has (Basic Latin, Latin-1,
 * typographic punctuation, €; other characters fall back to the system font per glyph) and only
 * the OpenType features text needs (kerning, ligatures); hinting is dropped (modern renderers
 * ignore it on web fonts). Running it again changes nothing.
 *
 * Why: the fonts are requested before the first paint, so their bytes are on the critical path
 * of the Largest Contentful Paint on a slow connection (target: LCP ≤ 1.25 s).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const DIR = fileURLToPath(new URL("../public/fonts/", import.meta.url));

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

const text = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

for (const name of readdirSync(DIR)
  .filter((file) => file.endsWith(".woff2"))
  .sort()) {
  const path = join(DIR, name);
  const before = readFileSync(path);
  const after = await subsetFont(before, text, { targetFormat: "woff2", keepFeatures: FEATURES, noHinting: true });
  if (after.length < before.length) writeFileSync(path, after);
  console.log(`${name}: ${before.length} → ${Math.min(after.length, before.length)} bytes`);
}
