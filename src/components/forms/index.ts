/**
 * The React side of schema-generated forms: `SchemaForm` renders a form model from
 * `src/forms` with the UI kit, for the builder's side panel, the admin area and registration.
 * See README.md in this folder.
 */
export { FieldControl } from "./FieldControl.tsx";
export { firstInvalidPath, messagesAt, partView, scopeMessages, unplacedMessages, type Messages, type PartView } from "./field-messages.ts";
export { partsOf, pathOf, readPart, writePart, type ContentData, type Part } from "../../forms/index.ts";
export { focusPath } from "./focus-path.ts";
export { loadControls } from "./load-controls.ts";
export type { FieldRenderProps, RenderField } from "./render-field.ts";
export { SchemaForm, type SchemaFormProps } from "./SchemaForm.tsx";
export type { SchemaFormOptions } from "./use-schema-form.ts";
