import type { ReactNode } from "react";
import { cx } from "./styles.ts";

/** How a badge looks: `note` (neutral), `warning` (something is missing). */
export type BadgeTone = "note" | "warning";

const TONES: Record<BadgeTone, string> = {
  note: "border-ink/30 bg-neutral text-ink",
  warning: "border-accent bg-paper text-ink",
};

/** A small label beside a field or heading ("Übersetzung fehlt"). Plain text: give it an `id` to point `aria-describedby` at it. */
export function Badge({ children, tone = "note", id, className }: { children: ReactNode; tone?: BadgeTone; id?: string; className?: string }) {
  return (
    <span id={id} className={cx("inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-semibold", TONES[tone], className)}>
      {children}
    </span>
  );
}
