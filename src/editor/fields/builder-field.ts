import type { RenderField } from "../../components/forms/index.ts";
import { assetField } from "./assets/index.ts";
import { componentsFieldWith } from "./components/index.ts";
import { iconField } from "./icons/index.ts";
import { linkField } from "./links/index.ts";
import { referenceField } from "./references/index.ts";
import { richTextField } from "./rich-text/index.ts";

/**
 * The fields panel's `renderField`: rich text in the Tiptap editor, links with the page picker, assets in the asset picker,
 * references in the reference picker, icon names in the icon picker, components as nested forms
 * whose fields get these same editors (each editor's heavy part loads on first use); every other
 * field `undefined`, i.e. the form's default control.
 */
export const builderField: RenderField = (props) =>
  richTextField(props) ?? linkField(props) ?? assetField(props) ?? referenceField(props) ?? iconField(props) ?? nestedComponents(props);

const nestedComponents: RenderField = componentsFieldWith(builderField);
