import type { InlineFieldProps } from "../../blocks/edit-kit.ts";
import { t } from "../../i18n/t.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import { LazyRichTextEditor } from "../fields/rich-text/LazyRichTextEditor.tsx";
import { $editor, checkpoint, dispatch } from "../store.ts";
import { inlineLabel, partChange, partText } from "./inline-text.ts";

/**
 * A rich-text field edited in place: the rich-text editor (loaded on first use) writing the field's
 * partition, each change one `update-fields` with the sanitised HTML; leaving it ends the undo step.
 */
export function InlineRichText({ block, name, lang, part = lang, label, placeholder, className }: InlineFieldProps) {
  return (
    <LazyRichTextEditor
      value={partText(block.fields, name, part)}
      onChange={(html) => {
        const fields = findBlock($editor.get().tree, block.id)?.block.fields;
        dispatch({ type: "update-fields", id: block.id, changes: partChange(fields, name, part, html) });
      }}
      onBlur={checkpoint}
      text={(key, params) => t(lang, key, params)}
      name={label}
      label={inlineLabel(lang, label)}
      contentLang={lang}
      {...(className ? { className } : {})}
      inlineId={block.id}
      placeholder={placeholder}
    />
  );
}
