/** A named Tailwind class list of the `text-styles` schema. */
export interface TextStyleSeed {
  key: string;
  name: string;
  twclasses: string;
}

/** Text styles offered to headings and rich text; class-name characters only. */
export const TEXT_STYLES: readonly TextStyleSeed[] = [
  { key: "display", name: "Display", twclasses: "text-5xl md:text-6xl font-bold tracking-tight leading-tight" },
  { key: "heading-l", name: "Überschrift groß", twclasses: "text-4xl font-bold tracking-tight" },
  { key: "heading-m", name: "Überschrift mittel", twclasses: "text-2xl font-semibold tracking-tight" },
  { key: "heading-s", name: "Überschrift klein", twclasses: "text-xl font-semibold" },
  { key: "lead", name: "Einleitung", twclasses: "text-xl leading-relaxed text-neutral-700" },
  { key: "body", name: "Fließtext", twclasses: "text-base leading-7" },
  { key: "eyebrow", name: "Dachzeile", twclasses: "text-sm font-semibold uppercase tracking-widest" },
  { key: "quote", name: "Zitat", twclasses: "font-support text-2xl leading-snug border-l-4 pl-6" },
  { key: "small", name: "Kleingedrucktes", twclasses: "text-sm leading-6 text-neutral-600" },
];
