import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "../ui/Button.tsx";
import { renderedBy } from "../rendered-by.ts";

const noSubscription = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

interface Props {
  /** The id of the read-only field whose value is copied. */
  fieldId: string;
  /** Texts in the admin's language: the button, the status after a copy, the status when copying failed. */
  labels: { copy: string; copied: string; failed: string };
}

/**
 * Copies the value of a read-only field to the clipboard and says so in a polite live region.
 * Rendered only once hydrated: without JavaScript a button would do nothing, and the field itself
 * stays selectable. Where the clipboard is refused, the field's text is selected for a manual copy.
 */
export default function CopyButton({ fieldId, labels }: Props) {
  const hydrated = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  const [status, setStatus] = useState<"" | "copied" | "failed">("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const field = document.getElementById(fieldId);
    if (!(field instanceof HTMLInputElement)) return;
    try {
      await navigator.clipboard.writeText(field.value);
      setStatus("copied");
    } catch {
      field.focus();
      field.select();
      setStatus("failed");
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(""), 5000);
  };
  if (!hydrated) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <Button tone="quiet" onPress={() => void copy()}>
        {labels.copy}
      </Button>
      <span aria-live="polite" className="text-sm">
        {status === "copied" ? labels.copied : status === "failed" ? labels.failed : ""}
      </span>
    </span>
  );
}

// Renders nothing on the server: Astro cannot tell whose it is by trying (rendered-by.ts).
renderedBy(CopyButton, "@astrojs/react");
