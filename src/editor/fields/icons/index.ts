import { createElement } from "react";
import { EDITOR } from "../../../lib/content/tags.ts";
import type { RenderField } from "../../../components/forms/render-field.ts";
import { IconField } from "./IconField.tsx";

/**
 * The builder's editor for fields tagged `editor:icon`, for `SchemaForm`'s `renderField`: the
 * chosen icon and the icon picker (lazy-loaded). `undefined` for every other field.
 */
export const iconField: RenderField = (props) => (props.field.tags.includes(EDITOR.icon) ? createElement(IconField, props) : undefined);
