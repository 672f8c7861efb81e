import { iconSvg, inlineSvg } from "../../lib/icons/index.ts";
import type { RenderContext } from "../types.ts";

/**
 * An inline, sanitised icon from the `icons` schema. Server-rendered blocks always inline (a few
 * hundred bytes, inherits `currentColor`, no request and no JS); `/icons/<name>.svg` serves islands.
 * Unknown icon → nothing, with a warning.
 */
export function Icon({ name, ctx, className, label }: { name: string; ctx: RenderContext; className?: string; label?: string }) {
  const svg = iconSvg(ctx.site, name);
  if (!svg) {
    ctx.warn(`unknown icon ${name} on ${ctx.path}`);
    return null;
  }
  return <span className="inline-flex shrink-0" dangerouslySetInnerHTML={{ __html: inlineSvg(svg, { className, label }) }} />;
}
