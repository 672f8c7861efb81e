import { t } from "../../i18n/t.ts";
import { readProps } from "../shared/props.ts";
import type { EditViewProps } from "../edit-kit.ts";
import { buttonBlock, ButtonSchema } from "./schema.ts";
import { ButtonMarkup } from "./View.tsx";

const LABEL = buttonBlock.fields.label;

/**
 * The button on the builder's canvas: the view's markup with its label editable in place in the
 * builder's language (`kit.InlineText`; the canvas keeps the link from navigating). An empty label
 * shows a prompt, or on `/en` the German label visitors would see, dimmed.
 */
export default function ButtonEdit({ block, ctx, kit }: EditViewProps) {
  const p = readProps(ButtonSchema, block.fields, ctx.lang);
  const lang = ctx.lang;
  const label = (
    <kit.InlineText
      block={block}
      name="label"
      lang={lang}
      label={LABEL.label[lang]}
      placeholder={p.label || t(lang, "builder.inline.placeholder.label")}
      maxLength={LABEL.maxLength}
    />
  );
  return <ButtonMarkup p={p} ctx={ctx} label={label} />;
}
