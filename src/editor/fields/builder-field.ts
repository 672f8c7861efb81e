import type { RenderField } from "../../components/forms/index.ts";
import { richTextField } from "./rich-text/index.ts";

/** The builder's own field editors, tried in order; a field none of them takes gets its default control. */
const EDITORS: readonly RenderField[] = [richTextField];

/**
 * The fields panel's `renderField`: rich text in the Tiptap editor (each editor loads on first use);
 * every other field `undefined`, i.e. the form's default control.
 */
export const builderField: RenderField = (props) => {
  for (const editor of EDITORS) {
    const node = editor(props);
    if (node !== undefined) return node;
  }
  return undefined;
};
