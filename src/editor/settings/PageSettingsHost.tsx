import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import { withLaterStrings } from "../../i18n/later.ts";
import { loadControls } from "../../components/forms/load-controls.ts";
import { $settingsOpen } from "./settings-store.ts";

// The dialog, its strings and the asset field's control load with the first "Einstellungen".
const PageSettingsDialog = lazy(() => withLaterStrings(Promise.all([import("./PageSettingsDialog.tsx"), loadControls()]).then(([module]) => module)));

/** The page settings, when open; their code loads on the first open. */
export function PageSettingsHost() {
  const open = useStore($settingsOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PageSettingsDialog />
    </Suspense>
  );
}
