import { useState } from "react";
import type { Key, Selection } from "react-aria-components";

/** A list of places or types to pick one from, as the builder's pick-and-confirm dialogs use it. */
export interface SingleChoice {
  /** The key picked in the list; null while none is. */
  chosen: Key | null;
  /** Confirming was tried with nothing (valid) picked: the dialog shows its alert until something is picked. */
  missing: boolean;
  /** Notes that confirming found nothing to take (shows the alert). */
  refuse(): void;
  /** The props that make a react-aria `ListBox` a single choice bound to `chosen` (picking clears `missing`). */
  listProps: {
    selectionMode: "single";
    selectionBehavior: "replace";
    selectedKeys: Key[];
    onSelectionChange(keys: Selection): void;
  };
}

/** The state of a pick-one list with a confirm button (the add-block and move-to dialogs). */
export function useSingleChoice(): SingleChoice {
  const [chosen, setChosen] = useState<Key | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    chosen,
    missing,
    refuse: () => setMissing(true),
    listProps: {
      selectionMode: "single",
      selectionBehavior: "replace",
      selectedKeys: chosen === null ? [] : [chosen],
      onSelectionChange: (keys) => {
        const [key] = keys === "all" ? [] : [...keys];
        setChosen(key ?? null);
        if (key !== undefined) setMissing(false);
      },
    },
  };
}
