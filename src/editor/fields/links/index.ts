import { createElement } from "react";
import { EDITOR, VIEW } from "../../../lib/content/tags.ts";
import type { RenderField } from "../../../components/forms/render-field.ts";
import { LinkField } from "./LinkField.tsx";

/**
 * The builder's editor for link fields (tagged `editor:url` and `view:link`: a button's target),
 * for `SchemaForm`'s `renderField`: the typed address, checked, and a picker of the site's pages
 * (lazy-loaded). `undefined` for every other field (an embed's URL keeps the plain control).
 */
export const linkField: RenderField = (props) =>
  props.field.tags.includes(EDITOR.url) && props.field.tags.includes(VIEW.link) ? createElement(LinkField, props) : undefined;
