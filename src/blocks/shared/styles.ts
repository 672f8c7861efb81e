/** Tailwind classes shared by several block views, written out in full so Tailwind finds them. */

export const ALIGN: Record<string, string> = { start: "text-start", center: "text-center", end: "text-end" };

export const PADDING_Y: Record<string, string> = { none: "py-0", xs: "py-2", sm: "py-4", md: "py-8", lg: "py-12", xl: "py-20" };

export const GAP: Record<string, string> = { xs: "gap-2", sm: "gap-4", md: "gap-6", lg: "gap-10", xl: "gap-16" };

export const SPACE: Record<string, string> = { xs: "h-2", sm: "h-4", md: "h-8", lg: "h-12", xl: "h-20" };

export const ICON_SIZE: Record<string, string> = { xs: "size-4", sm: "size-5", md: "size-6", lg: "size-8", xl: "size-12" };

/** The measure of a section's content inside the site container (which sets the left edge and the widest line). */
export const MEASURE: Record<string, string> = { narrow: "max-w-2xl", default: "", wide: "", full: "" };

export { cx } from "../../lib/class-names.ts";
