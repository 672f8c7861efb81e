import type { ReactNode } from "react";
import type { FormField, Part } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";

/**
 * Everything a control needs to edit one partition of a field: the default controls take it, and
 * so does an editor plugged in through `renderField`. Render `label`, `description` and
 * `errorMessage` (shown while `isInvalid`) and link the last two, plus `aria-describedby`, to the
 * control; the UI kit's fields do all of that when given these props.
 */
export interface FieldRenderProps {
  field: FormField;
  /** `iv`, or the language of this partition of a localized field. */
  part: Part;
  /** The partition's path (`title.de`): use it as the control's `name`. */
  path: string;
  /** The UI language. */
  lang: Lang;
  /** The visible label (for a localized field, the language, with the field's name for screen readers). */
  label: ReactNode;
  /** The label as plain text, for `aria-label` and messages. */
  labelText: string;
  value: unknown;
  /** Sets the value; the form validates and reports it after the input delay (20 ms, `INPUT_DELAY_MS`). */
  onChange: (value: unknown) => void;
  /** Call when focus leaves the control; messages show after it (checkboxes after a change). */
  onBlur: () => void;
  /** Whether a message shows now. */
  isInvalid: boolean;
  errorMessage?: string;
  /** Only the German or invariant partition of a required field is required (English falls back to German). */
  isRequired: boolean;
  /** The field's hint, when this control shows it (a localized field shows its hint once above both languages). */
  description?: string;
  /** Ids of the shared hint and badges that also describe this control. */
  describedBy?: string;
  /**
   * Tells the form about a problem only the control can see (text that is not JSON yet): it shows
   * like a rule's message and blocks submitting. `undefined` clears it.
   */
  reportError: (message: string | undefined) => void;
}

/**
 * Renders the editor for one partition of a field, or returns `undefined` for the default control
 * of its kind. How the builder plugs in richer editors (asset picker, rich text) by kind or tag.
 * It is called while the form renders: return an element (`<AssetPicker {...props} />`) and keep
 * hooks inside that component, not in this function.
 */
export type RenderField = (props: FieldRenderProps) => ReactNode | undefined;
