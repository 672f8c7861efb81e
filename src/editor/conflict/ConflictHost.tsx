import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import { withLaterStrings } from "../../i18n/later.ts";
import { $conflict } from "./conflict-store.ts";

const ConflictDialog = lazy(() => withLaterStrings(import("./ConflictDialog.tsx")));

/** Where the conflict dialog appears; its code loads only when a save first meets a newer version. */
export function ConflictHost() {
  const conflict = useStore($conflict);
  if (!conflict) return null;
  return (
    <Suspense fallback={null}>
      <ConflictDialog />
    </Suspense>
  );
}
