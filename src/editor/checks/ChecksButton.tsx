import { useStore } from "@nanostores/react";
import { Button } from "../../components/ui/Button.tsx";
import { useBuilderText } from "../builder-text.ts";
import { CHECKS_BUTTON_ID, CHECKS_PANEL_ID } from "./panel-ids.ts";
import { $checks, $checksOpen, hideChecks, showChecks } from "./checks-store.ts";

/** The toolbar's button that opens and closes the checks panel, with the number of errors and hints. */
export function ChecksButton() {
  const text = useBuilderText();
  const { errors, hints } = useStore($checks);
  const open = useStore($checksOpen);
  return (
    <Button
      id={CHECKS_BUTTON_ID}
      tone="quiet"
      aria-expanded={open}
      aria-controls={open ? CHECKS_PANEL_ID : undefined}
      aria-label={text("builder.checks.openLabel", { errors: errors.length, hints: hints.length })}
      onPress={() => (open ? hideChecks() : showChecks())}
    >
      {text("builder.checks.open")}
      <span aria-hidden="true" className={`rounded-full px-1.5 text-xs ${errors.length ? "bg-red-700 text-white" : "bg-ink/10 text-ink"}`}>
        {errors.length}
      </span>
      <span aria-hidden="true" className="rounded-full bg-amber-200 px-1.5 text-xs text-ink">
        {hints.length}
      </span>
    </Button>
  );
}
