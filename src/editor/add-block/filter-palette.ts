import type { PaletteEntry } from "./palette.ts";

/** Lower case without accents and umlaut dots, so "uberschrift" finds "Überschrift". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The entries matching a search: every word of `query` occurs in the German or the English label
 * or the schema name (case, accents and umlauts ignored), so "Bild" and "image" both find the
 * image block in either language. An empty query keeps every entry; the order stays as it was.
 */
export function filterPalette(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold(`${entry.label.de} ${entry.label.en} ${entry.schemaName}`);
    return words.every((word) => haystack.includes(word));
  });
}
