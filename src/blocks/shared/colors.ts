import { colorHex } from "../../lib/theme/colors.ts";
import type { RenderContext } from "../types.ts";

/**
 * The validated hex of a `colors` item referenced by id, or undefined. A missing item or a bad hex
 * (`Bad Hex`) is reported through `ctx.warn`, naming the page, and never reaches the markup.
 */
export function colorOf(ctx: RenderContext, id: string | undefined): string | undefined {
  return id ? colorHex(ctx.site, id, (message) => ctx.warn(`${message} on ${ctx.path}`)) : undefined;
}
