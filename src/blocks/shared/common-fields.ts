/** Field declarations several blocks share, so their labels, tags and limits stay alike. */
import { field } from "../fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** The size scale of spacing, gaps and icons. */
export const SIZES = ["xs", "sm", "md", "lg", "xl"] as const;

/** `[colorId]` of the block's background colour. */
export const backgroundColorField = (label = { de: "Hintergrundfarbe", en: "Background colour" }) =>
  field.references({ label, references: "colors", maxItems: 1, tags: [EDITOR.color, VIEW.background] });

/** `[textStyleId]` whose classes style the block's text. */
export const textStyleField = () =>
  field.references({ label: { de: "Textstil", en: "Text style" }, references: "text-styles", maxItems: 1, tags: [EDITOR.textstyle, VIEW.class] });

/** Horizontal alignment of the block's content. */
export const alignField = () =>
  field.select({ label: { de: "Ausrichtung", en: "Alignment" }, allowedValues: ["start", "center", "end"], defaultValue: "start", tags: [EDITOR.select] });

/** The block's heading in the page language. */
export const titleField = () => field.string({ label: { de: "Titel", en: "Title" }, partitioning: "language", tags: [EDITOR.text, VIEW.heading] });

/** Rich text introducing what the block lists, in the page language. */
export const introField = () =>
  field.richText({ label: { de: "Einleitung", en: "Introduction" }, partitioning: "language", tags: [EDITOR.richtext, VIEW.richtext] });

/** The text of the block's link, in the page language. */
export const linkLabelField = () => field.string({ label: { de: "Linktext", en: "Link label" }, partitioning: "language", tags: [EDITOR.text, VIEW.label] });

/** How many items a list shows at most. */
export const limitField = (defaultValue: number) =>
  field.number({ label: { de: "Höchstens so viele Einträge", en: "Maximum items" }, minValue: 1, maxValue: 200, defaultValue, tags: [EDITOR.number] });

/** `[challengeId]` of the weekly challenge a block shows; empty: the current week's challenge. */
export const challengeField = () =>
  field.references({
    label: { de: "Challenge (leer: aktuelle Woche)", en: "Challenge (empty: current week)" },
    references: "challenges",
    maxItems: 1,
    tags: [EDITOR.reference],
  });
