import { useStore } from "@nanostores/react";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { $viewport, VIEWPORT_WIDTHS } from "./viewport.ts";

/** Where the toolbar offers the preview (Tailwind's `lg`): below it the canvas is the window's width, whatever was chosen. */
const WIDE = "(min-width: 64rem)";
const subscribeWide = (change: () => void) => {
  const query = matchMedia(WIDE);
  query.addEventListener("change", change);
  return () => query.removeEventListener("change", change);
};

/**
 * The canvas at the chosen preview width: centred and framed, scrolled sideways when the window is
 * narrower; the blocks' breakpoints follow the frame's width, not the window's (`mediaToContainers`,
 * loaded with the first preview). At `full`, and on screens narrower than where the toolbar offers
 * the preview (`lg`), the canvas takes the window's width and the style sheets are as they were.
 */
export function ViewportFrame({ children }: { children: ReactNode }) {
  const chosen = useStore($viewport);
  const wide = useSyncExternalStore(
    subscribeWide,
    () => matchMedia(WIDE).matches,
    () => true,
  );
  const viewport = wide ? chosen : "full";
  const width = VIEWPORT_WIDTHS[viewport];
  const previewing = width !== null;
  useEffect(() => {
    if (!previewing) return undefined;
    let undo: (() => void) | undefined;
    let left = false;
    void import("./container-queries.ts").then(({ mediaToContainers }) => {
      if (!left) undo = mediaToContainers(document);
    });
    return () => {
      left = true;
      undo?.();
    };
  }, [previewing]);
  if (!previewing) return <div data-viewport="full">{children}</div>;
  return (
    <div className="overflow-x-auto bg-ink/5 py-6">
      <div data-viewport={viewport} style={{ width: `${width}px`, containerType: "inline-size" }} className="mx-auto bg-paper shadow-lg ring-1 ring-ink/20">
        {children}
      </div>
    </div>
  );
}
