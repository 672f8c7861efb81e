import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { $moveTo, closeMoveTo, loadMoveToDialog } from "./move-to-request.ts";

const MoveToDialog = lazy(loadMoveToDialog);

/** The "move to…" dialog while one is asked for (`openMoveTo`); its code loads on first use. */
export function MoveToHost() {
  const id = useStore($moveTo);
  // The dialog closes when edit mode ends.
  useEffect(() => () => closeMoveTo(), []);
  if (!id) return null;
  return (
    <Suspense fallback={null}>
      <MoveToDialog id={id} onClose={closeMoveTo} />
    </Suspense>
  );
}
