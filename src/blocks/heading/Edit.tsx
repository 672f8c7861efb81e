import { t } from "../../i18n/t.ts";
import { readProps } from "../shared/props.ts";
import type { EditViewProps } from "../edit-kit.ts";
import { headingBlock, HeadingSchema } from "./schema.ts";
import { HeadingMarkup } from "./View.tsx";

const { text: TEXT, eyebrow: EYEBROW } = headingBlock.fields;

/**
 * The heading on the builder's canvas: the view's markup with its text and eyebrow editable in
 * place in the builder's language (`kit.InlineText`). An empty text shows a prompt, or on `/en` the
 * German text visitors would see, dimmed; the eyebrow's place shows while the block is current,
 * so one can be added there.
 */
export default function HeadingEdit({ block, ctx, kit }: EditViewProps) {
  const current = kit.useCurrent(block.id);
  const p = readProps(HeadingSchema, block.fields, ctx.lang);
  const lang = ctx.lang;
  const text = (
    <kit.InlineText
      block={block}
      name="text"
      lang={lang}
      label={headingBlock.label[lang]}
      placeholder={p.text || t(lang, "builder.inline.placeholder.heading")}
      maxLength={TEXT.maxLength}
    />
  );
  const eyebrow =
    p.eyebrow || current ? (
      <kit.InlineText
        block={block}
        name="eyebrow"
        lang={lang}
        label={EYEBROW.label[lang]}
        placeholder={p.eyebrow || t(lang, "builder.inline.placeholder.eyebrow")}
        maxLength={EYEBROW.maxLength}
      />
    ) : null;
  return <HeadingMarkup p={p} ctx={ctx} text={text} eyebrow={eyebrow} />;
}
