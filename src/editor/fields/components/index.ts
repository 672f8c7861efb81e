import { createElement } from "react";
import type { RenderField } from "../../../components/forms/render-field.ts";
import { ComponentsField } from "./ComponentsField.tsx";

/**
 * The editor for `component` and `components` fields whose nested forms use `renderNested` for
 * their own fields: pass the builder's whole `renderField` (rich text included) so a field inside a
 * component gets the same editor as outside. `undefined` for every other kind.
 */
export function componentsFieldWith(renderNested: RenderField): RenderField {
  return (props) =>
    props.field.kind === "component" || props.field.kind === "components" ? createElement(ComponentsField, { ...props, renderNested }) : undefined;
}
