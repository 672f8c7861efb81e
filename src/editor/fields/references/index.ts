import { createElement } from "react";
import type { RenderField } from "../../../components/forms/render-field.ts";
import { ReferenceField } from "./ReferenceField.tsx";

/**
 * The builder's editor for `references` fields, for `SchemaForm`'s `renderField`: the chosen items
 * by name and a search box (lazy-loaded) over the referenced schemas. `undefined` for every other
 * kind, so the default control or another editor takes it.
 */
export const referenceField: RenderField = (props) => (props.field.kind === "references" ? createElement(ReferenceField, props) : undefined);
