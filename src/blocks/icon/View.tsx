import { iconSvg } from "../../lib/icons/index.ts";
import type { BlockViewProps } from "../types.ts";
import { colorOf } from "../shared/colors.ts";
import { Icon } from "../shared/Icon.tsx";
import { readProps } from "../shared/props.ts";
import { ICON_SIZE } from "../shared/styles.ts";
import { IconSchema } from "./schema.ts";

/** An inline sanitised icon in the chosen colour; `role="img"` with its label, else decorative. */
export default function IconView({ block, ctx }: BlockViewProps) {
  const p = readProps(IconSchema, block.fields, ctx.lang);
  if (!p.icon) return null;
  if (!iconSvg(ctx.site, p.icon)) {
    ctx.warn(`unknown icon ${p.icon} on ${ctx.path}`);
    return null;
  }
  const color = colorOf(ctx, p.color[0]);
  return (
    <div className="block-icon text-main" style={color ? { color } : undefined}>
      <Icon name={p.icon} ctx={ctx} className={ICON_SIZE[p.size]} label={p.label || undefined} />
    </div>
  );
}
