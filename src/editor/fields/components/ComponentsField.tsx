import { lazy, Suspense, useState } from "react";
import { FieldGroup } from "../../../components/forms/FieldGroup.tsx";
import type { FieldRenderProps, RenderField } from "../../../components/forms/render-field.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { errorClass } from "../../../components/ui/styles.ts";
import { t } from "../../../i18n/t.ts";
import { notify } from "../../notices.ts";
import { ChosenList } from "../picker/ChosenList.tsx";
import { moveId } from "../picker/id-list.ts";
import { maxItemsOf } from "../picker/max-items.ts";
import { useReferenceSchemas } from "../references/use-reference-schemas.ts";
import { itemName, itemsOf, schemaOfItem, valueOf, type ComponentItem } from "./component-value.ts";
import { useEditor } from "../../use-editor.ts";

// The dialog with the nested form loads on first use, so it is not part of the builder's first load.
const ComponentDialog = lazy(() => import("./ComponentDialog.tsx"));

export interface ComponentsFieldProps extends FieldRenderProps {
  /** Editors for the fields inside the components. */
  renderNested: RenderField;
}

/**
 * The editor of a `component` or `components` field: the items by name, in order, each
 * with buttons to edit it (its fields in a nested `SchemaForm`, in a dialog), move it and remove it,
 * and a button per allowed schema to add one (a `component` holds one item, `components` up to
 * `maxItems`). Replaces the raw JSON editor for these kinds.
 */
export function ComponentsField(props: ComponentsFieldProps) {
  const { field, lang, value, onChange, renderNested } = props;
  const kind = field.kind === "component" ? "component" : "components";
  const app = useEditor((editor) => editor.session)?.app;
  const schemas = useReferenceSchemas(app, field.schemaIds);
  const [editing, setEditing] = useState<number>();
  const items = itemsOf(value, kind);
  const max = kind === "component" ? 1 : maxItemsOf(field);
  const full = max !== undefined && items.length >= max;
  const name = (item: ComponentItem, index: number) =>
    itemName(item, schemas ? schemaOfItem(item, schemas) : undefined, t(lang, "builder.components.item", { n: index + 1 }));
  const set = (next: ComponentItem[]) => onChange(valueOf(next, kind));
  const editedItem = editing === undefined ? undefined : items[editing];
  const editedSchema = editedItem && schemas ? schemaOfItem(editedItem, schemas) : undefined;

  return (
    <FieldGroup of={props} describeGroup className="gap-2" data-components-field="">
      {({ labelId }) => (
        <>
          <ChosenList
            items={items.map((item, index) => ({ id: String(index), name: name(item, index) }))}
            labelledBy={labelId}
            texts={{
              remove: (itemName) => t(lang, "builder.components.remove", { name: itemName }),
              moveUp: (itemName) => t(lang, "builder.components.moveUp", { name: itemName }),
              moveDown: (itemName) => t(lang, "builder.components.moveDown", { name: itemName }),
            }}
            actions={(entry, index) => (
              <Button
                tone="quiet"
                className="px-2 py-1 text-xs"
                isDisabled={!schemas}
                onPress={() => setEditing(index)}
                aria-label={t(lang, "builder.components.edit", { name: entry.name })}
              >
                {t(lang, "builder.components.editShort")}
              </Button>
            )}
            onRemove={(id) => {
              const index = Number(id);
              set(items.filter((_, at) => at !== index));
              props.onBlur();
              notify(t(lang, "builder.components.removed", { name: name(items[index]!, index) }));
            }}
            onMove={(from, to) => set(moveId(items, from, to))}
          />
          {items.length ? null : <p className="text-sm text-ink/70">{t(lang, "builder.components.empty")}</p>}
          {schemas === null ? <p className={errorClass}>{t(lang, "builder.components.failed")}</p> : null}
          {schemas && !full ? (
            <div className="flex flex-wrap gap-2">
              {schemas.map((schema) => (
                <Button
                  key={schema.id}
                  tone="quiet"
                  onPress={() => {
                    set([...items, { schemaId: schema.id }]);
                    setEditing(items.length);
                  }}
                >
                  {t(lang, "builder.components.add", { schema: schema.properties?.label || schema.name })}
                </Button>
              ))}
            </div>
          ) : null}
          {editing !== undefined && editedItem && editedSchema ? (
            <Suspense fallback={null}>
              <ComponentDialog
                key={editing}
                lang={lang}
                title={name(editedItem, editing)}
                schema={editedSchema}
                item={editedItem}
                renderField={renderNested}
                onChange={(item) => set(items.map((current, at) => (at === editing ? item : current)))}
                onClose={() => {
                  setEditing(undefined);
                  props.onBlur();
                }}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </FieldGroup>
  );
}
