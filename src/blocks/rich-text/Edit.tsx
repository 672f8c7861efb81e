import { inlineLabel, partChange, partText } from "../../editor/canvas/inline-text.ts";
import { useEditorFlag } from "../../editor/canvas/use-editor-flag.ts";
import { LazyRichTextEditor } from "../../editor/fields/rich-text/LazyRichTextEditor.tsx";
import { t } from "../../i18n/t.ts";
import { textStyleClasses } from "../../lib/theme/text-styles.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import { $editor, checkpoint, dispatch } from "../../stores/editor.ts";
import { readProps } from "../shared/props.ts";
import { cx } from "../shared/styles.ts";
import type { BlockViewProps } from "../types.ts";
import { richTextBlock, RichTextSchema } from "./schema.ts";
import { RichTextView } from "./View.tsx";

/**
 * Rich text on the builder's canvas: the view until the block is current, then the rich-text
 * editor in its place (loaded on first use), writing the builder's language. Each change is an
 * `update-fields` of that one partition with the sanitised HTML; empty text shows a prompt.
 */
export function RichTextEdit({ block, ctx }: BlockViewProps) {
  const current = useEditorFlag((editor) => editor.current === block.id);
  const lang = ctx.lang;
  const p = readProps(RichTextSchema, block.fields, lang);
  const typography = cx("rich-text", textStyleClasses(ctx.site, p.textStyle[0]));
  if (!current) {
    if (p.html) return <RichTextView block={block} ctx={ctx} />;
    return <p className={cx(typography, "italic opacity-60")}>{t(lang, "builder.inline.placeholder.text")}</p>;
  }
  const name = richTextBlock.label[lang];
  return (
    <LazyRichTextEditor
      value={partText(block.fields, "html", lang)}
      onChange={(html) => {
        const fields = findBlock($editor.get().tree, block.id)?.block.fields;
        dispatch({ type: "update-fields", id: block.id, changes: partChange(fields, "html", lang, html) });
      }}
      onBlur={checkpoint}
      text={(key, params) => t(lang, key, params)}
      name={name}
      label={inlineLabel(lang, name)}
      contentLang={lang}
      className={typography}
      inlineId={block.id}
      placeholder={t(lang, "builder.inline.placeholder.text")}
    />
  );
}
