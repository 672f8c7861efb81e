import { createElement } from "react";
import type { RenderField } from "../../../components/forms/index.ts";
import { RichTextFormField } from "./RichTextFormField.tsx";

/**
 * The rich-text editor as a `SchemaForm` plug-in (`renderField`): rich-text fields stored as HTML get
 * the Tiptap editor (loaded on first use), every other field `undefined`, i.e. its default control.
 * Rich text stored as structured JSON keeps the default JSON control.
 */
export const richTextField: RenderField = (props) =>
  props.field.kind === "richtext" && props.field.fieldType === "String" ? createElement(RichTextFormField, props) : undefined;

export { LazyRichTextEditor } from "./LazyRichTextEditor.tsx";
export type { RichTextEditorProps } from "./props.ts";
export { storedHtml } from "./stored-html.ts";
