import { useStore } from "@nanostores/react";
import { lazy, Suspense, type ReactNode } from "react";
import type { RenderContext } from "../../blocks/types.ts";
import { withLaterStrings } from "../../i18n/later.ts";
import { $versions } from "./versions-store.ts";

const VersionsDialog = lazy(() => withLaterStrings(import("./VersionsDialog.tsx")));
const VersionPreview = lazy(() => import("./VersionPreview.tsx"));

/** The version list, when open; its code loads on the first "Versionen". */
export function VersionsHost() {
  const { open } = useStore($versions);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <VersionsDialog />
    </Suspense>
  );
}

/**
 * The previewed version in place of the canvas; `canvas` (the draft) stays mounted but hidden
 * meanwhile, so its listeners, focus targets and scroll come back as they were.
 */
export function VersionCanvas({ ctx, canvas }: { ctx: RenderContext; canvas: ReactNode }) {
  const { preview } = useStore($versions);
  return (
    <div className="min-w-0">
      {preview && (
        <Suspense fallback={null}>
          <VersionPreview ctx={ctx} />
        </Suspense>
      )}
      <div hidden={preview !== null}>{canvas}</div>
    </div>
  );
}
