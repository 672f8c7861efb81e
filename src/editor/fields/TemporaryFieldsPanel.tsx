import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { blockTypes } from "../../blocks/catalog.ts";
import { componentSchema } from "../../blocks/component-schema.ts";
import { SchemaForm } from "../../components/forms/SchemaForm.tsx";
import type { RenderField } from "../../components/forms/render-field.ts";
import { buildFormModel, type ContentData } from "../../forms/index.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import { $editor, dispatch } from "../../stores/editor.ts";
import { $builder } from "../session.ts";
import { assetField } from "./assets/index.ts";
import { componentsField } from "./components/index.ts";
import { referenceField } from "./references/index.ts";
import { loadSchemas } from "./references/schemas-api.ts";

const pickers: RenderField = (props) => assetField(props) ?? referenceField(props) ?? componentsField(props);

/**
 * TEMPORARY e2e scaffold, to be dropped when the fields panel (src/editor/panel) lands: the current
 * block's fields in a SchemaForm with the pickers plugged in, so tests/e2e/builder-pickers.spec.ts
 * can drive them in the real builder. Not part of the pickers' API.
 */
export function TemporaryFieldsPanel() {
  const editor = useStore($editor);
  const session = useStore($builder);
  const [schemaIds, setSchemaIds] = useState<ReadonlyMap<string, string>>();
  const app = session?.app;
  useEffect(() => {
    if (app) void loadSchemas(app).then((list) => setSchemaIds(new Map(list.map((schema) => [schema.name, schema.id]))));
  }, [app]);
  const block = editor.current ? findBlock(editor.tree, editor.current)?.block : undefined;
  const type = block ? blockTypes.find((candidate) => candidate.schemaName === block.schemaName) : undefined;
  const model = useMemo(
    () => (type && schemaIds ? buildFormModel(componentSchema(type, (name) => schemaIds.get(name) ?? name).fields, { texts: type.fields }) : undefined),
    [type, schemaIds],
  );
  if (!block || !model || !session) return null;
  return (
    <section aria-label="Felder" className="site-container my-6 rounded border border-ink/20 p-4" data-temporary-fields="">
      <SchemaForm
        key={block.id}
        model={model}
        values={block.fields as ContentData}
        lang={session.lang}
        renderField={pickers}
        aria-label={block.schemaName}
        onChange={(data) => dispatch({ type: "update-fields", id: block.id, changes: data as never })}
      />
    </section>
  );
}
