import { t } from "../../i18n/t.ts";
import { textStyleClasses } from "../../lib/theme/text-styles.ts";
import type { EditViewProps } from "../edit-kit.ts";
import { readProps } from "../shared/props.ts";
import { cx } from "../shared/styles.ts";
import { richTextBlock, RichTextSchema } from "./schema.ts";
import RichTextView from "./View.tsx";

/**
 * Rich text on the editor's canvas: the view until the block is current, then the rich-text editor
 * in its place (`kit.RichText`), writing the editor's language; empty text shows a prompt.
 */
export default function RichTextEdit({ block, ctx, kit }: EditViewProps) {
  const current = kit.useCurrent(block.id);
  const lang = ctx.lang;
  const p = readProps(RichTextSchema, block.fields, lang);
  const typography = cx("rich-text", textStyleClasses(ctx.site, p.textStyle[0]));
  if (!current) {
    if (p.html) return <RichTextView block={block} ctx={ctx} />;
    return <p className={cx(typography, "italic opacity-60")}>{t(lang, "builder.inline.placeholder.text")}</p>;
  }
  return (
    <kit.RichText
      block={block}
      name="html"
      lang={lang}
      label={richTextBlock.label[lang]}
      placeholder={t(lang, "builder.inline.placeholder.text")}
      className={typography}
    />
  );
}
