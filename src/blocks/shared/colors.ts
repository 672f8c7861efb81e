import { safeHex } from "../../lib/color.ts";
import type { RenderContext } from "../types.ts";

/**
 * The validated hex of a `colors` item referenced by id, or undefined. A missing item or a bad hex
 * (spec §5 `Bad Hex`) is reported through `ctx.warn` and never reaches the markup.
 */
export function colorOf(ctx: RenderContext, id: string | undefined): string | undefined {
  if (!id) return undefined;
  const item = ctx.site.colors.find((c) => c.id === id);
  if (!item) {
    ctx.warn(`unknown colour ${id} on ${ctx.path}`);
    return undefined;
  }
  const hex = safeHex(item.data.hexcode?.iv);
  if (!hex) ctx.warn(`Bad Hex in colour ${id} on ${ctx.path}`);
  return hex;
}
