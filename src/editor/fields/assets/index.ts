import { createElement } from "react";
import type { RenderField } from "../../../components/forms/render-field.ts";
import { AssetField } from "./AssetField.tsx";

/**
 * The builder's editor for `assets` fields, for `SchemaForm`'s `renderField`: thumbnails of the
 * chosen assets, the media library (lazy-loaded) and upload by button or drop. `undefined` for
 * every other kind, so the default control or another editor takes it.
 */
export const assetField: RenderField = (props) => (props.field.kind === "assets" ? createElement(AssetField, props) : undefined);

export { $knownAssets, withKnownAssets } from "./known-assets.ts";
