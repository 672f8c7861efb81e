import { useSyncExternalStore } from "react";
import { Button } from "react-aria-components";
import { useBuilderText } from "../builder-text.ts";
import { $checks, showChecks } from "./checks-store.ts";

/** `errors/hints` about block `blockId` (a string, so a marker redraws only when its own counts change). */
function countsOf(blockId: string): string {
  const { errors, hints } = $checks.get();
  const about = (checks: { blockId?: string }[]) => checks.filter((check) => check.blockId === blockId).length;
  return `${about(errors)}/${about(hints)}`;
}

/**
 * The marker beside a block's handle while the checks find something about it: the number of
 * errors (red) and hints (amber); pressing it opens the checks panel at the block's first entry.
 */
export function BlockMarker({ blockId, label }: { blockId: string; label: string }) {
  const text = useBuilderText();
  const counts = useSyncExternalStore(
    (changed) => $checks.listen(changed),
    () => countsOf(blockId),
  );
  const [errors = 0, hints = 0] = counts.split("/").map(Number);
  if (!errors && !hints) return null;
  return (
    <Button
      data-check-marker={blockId}
      aria-label={text("builder.checks.marker", { block: label, errors, hints })}
      onPress={() => showChecks(blockId)}
      className={({ isFocusVisible }) =>
        `me-auto flex min-h-6 items-center gap-1 rounded px-1 text-xs font-semibold ${isFocusVisible ? "outline-2 outline-offset-2 outline-accent" : "outline-none"}`
      }
    >
      {errors > 0 && <span className="rounded-full bg-red-700 px-1.5 text-white">{errors}</span>}
      {hints > 0 && <span className="rounded-full bg-amber-200 px-1.5 text-ink">{hints}</span>}
    </Button>
  );
}
