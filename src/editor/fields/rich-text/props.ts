import type { Lang } from "../../../i18n/locales.ts";
import type { UiKey, UiParams } from "../../../i18n/t.ts";

/** What the rich-text editor takes; its own module, so the lazy wrapper names it without loading Tiptap. */
export interface RichTextEditorProps {
  /** The stored HTML (sanitised). */
  value: string;
  /** Called with the sanitised HTML after each change (`storedHtml`). */
  onChange: (html: string) => void;
  /** Called when the text area loses focus. */
  onBlur?: () => void;
  /** UI strings in the UI language. */
  text: (key: UiKey, params?: UiParams) => string;
  /** The field's name for the toolbar's label, e.g. "Text (Englisch)". */
  name: string;
  /** The text area's accessible name, e.g. "Fließtext bearbeiten". */
  label: string;
  /** The language of the text (spelling, screen readers). */
  contentLang?: Lang;
  /** Ids of the hint and error message that describe the text area. */
  describedBy?: string;
  invalid?: boolean;
  /** Classes of the text area: the view's typography (`rich-text` …), so the text looks as it will on the page. */
  className?: string;
  /** The block whose text this is, on the canvas: `startInlineEdit` finds the text area by it. */
  inlineId?: string;
  /** Shown while the text is empty. */
  placeholder: string;
}
