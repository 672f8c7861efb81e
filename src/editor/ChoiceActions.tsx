import type { ReactNode } from "react";
import { Button } from "../components/ui/Button.tsx";

interface Props {
  /** What the alert says while confirming found nothing picked; nothing shows while it is null. */
  alert: ReactNode;
  cancel: string;
  confirm: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The foot of a builder pick-and-confirm dialog: the "nothing picked" alert, then cancel and confirm. */
export function ChoiceActions({ alert, cancel, confirm, onCancel, onConfirm }: Props) {
  return (
    <>
      {alert !== null && (
        <p role="alert" className="mt-3 rounded border-s-4 border-red-700 bg-paper p-2 text-sm font-semibold">
          {alert}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button tone="quiet" onPress={onCancel}>
          {cancel}
        </Button>
        <Button onPress={onConfirm}>{confirm}</Button>
      </div>
    </>
  );
}
