import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { SchemaForm, type RenderField } from "../../components/forms/index.ts";
import type { ContentData, FormModel } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import { $editor, checkpoint, dispatch } from "../store.ts";
import { builderField } from "../fields/builder-field.ts";
import { fieldChanges } from "./field-changes.ts";
import { $panel } from "./panel-store.ts";

export interface BlockFieldsProps {
  block: BlockInstance;
  model: FormModel;
  lang: Lang;
  /** The form's accessible name. */
  label: string;
  renderField?: RenderField;
}

/** Reports the form's data as a change of the block, when it differs from what the block holds. */
function report(blockId: string, model: FormModel, data: ContentData): void {
  // The block as it is now: the form reports after its input delay, and an undo may have come between.
  const block = findBlock($editor.get().tree, blockId)?.block;
  const changes = block && fieldChanges(block.fields, data, model);
  if (changes) dispatch({ type: "update-fields", id: blockId, changes });
}

/**
 * The fields of one block as a generated form. Each edit becomes an `update-fields` action (the
 * store merges typing into one undo step per word, and a field losing focus ends the step); the
 * form takes over the block's fields when they change from outside (undo, redo). Every message
 * shows once publishing was tried (`$panel.submitted`).
 */
export function BlockFields({ block, model, lang, label, renderField = builderField }: BlockFieldsProps) {
  const { submitted } = useStore($panel);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // After the form's own blur handling has reported the last input.
    const left = () => setTimeout(checkpoint, 0);
    element.addEventListener("focusout", left);
    return () => element.removeEventListener("focusout", left);
  }, []);

  return (
    <div ref={root}>
      <SchemaForm
        model={model}
        values={block.fields}
        lang={lang}
        aria-label={label}
        submitted={submitted}
        onChange={(data) => report(block.id, model, data)}
        renderField={renderField}
      />
    </div>
  );
}
