import type { ComponentType } from "react";
import type { Lang } from "../i18n/locales.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import type { BlockViewProps } from "./types.ts";

/** A text field of a block, editable in place on the editor's canvas. */
export interface InlineFieldProps {
  block: BlockInstance;
  /** The field edited, e.g. `text`. */
  name: string;
  /** The language the text is written in (for spelling and screen readers). */
  lang: Lang;
  /** The partition edited: `lang` (the default) for a localized field, `iv` for an invariant one. */
  part?: Lang | "iv";
  /** The field's or block's label in `lang`, e.g. "Überschrift": the accessible name while editable is made of it ("Überschrift bearbeiten"). */
  label: string;
  /** Shown while the text is empty (in the editor only): the fallback text visitors see, or a prompt. */
  placeholder: string;
  /** The field's `maxLength` from its schema. */
  maxLength?: number | undefined;
  /** Classes of the editable text: the view's typography, so it looks as it will on the page. */
  className?: string;
}

/**
 * What an Edit variant gets from the editor that shows it: the editor's in-place controls and what
 * it needs to know of the editor's state. The editor sits above the blocks and hands this in, so a
 * block folder imports nothing from `src/editor`.
 */
export interface EditKit {
  /** Plain text edited in place (a heading, a button's label). */
  InlineText: ComponentType<InlineFieldProps>;
  /** Rich text edited in place with the rich-text editor, loaded on first use. */
  RichText: ComponentType<InlineFieldProps>;
  /** A hook: whether block `id` is the one being worked on; the component redraws when that changes. */
  useCurrent(id: string): boolean;
}

/** What an Edit variant is rendered with: a View's props, and the editor's kit. */
export interface EditViewProps extends BlockViewProps {
  kit: EditKit;
}
