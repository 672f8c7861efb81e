/**
 * What a search result shows of a page: the title cut to about 60 characters and the description
 * to about 160, as Google's results pages show them (they cut by pixel width; characters are the
 * common guidance). A cut ends at the last word that fits, followed by "…".
 */
export const SNIPPET_LENGTHS = { title: 60, description: 160 } as const;

/** The longest search title and description a page's settings take (results show about 60 and 160; the checks say so). */
export const SEO_MAX = { seotitle: 200, description: 500 } as const;

/** Characters as a reader counts them (code points, so an emoji is one). */
export const charCount = (text: string): number => [...text.trim()].length;

/** `text` as a result shows it within `max` characters: whole, or cut after the last word that fits with "…". */
export function truncateSnippet(text: string, max: number): string {
  const chars = [...text.trim().replace(/\s+/g, " ")];
  if (chars.length <= max) return chars.join("");
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
