import { useStore } from "@nanostores/react";
import { useBuilderText } from "../builder-text.ts";
import { $viewport, setViewport, VIEWPORT_WIDTHS, type Viewport } from "./viewport.ts";

const VIEWPORTS = Object.keys(VIEWPORT_WIDTHS) as Viewport[];

/**
 * The toolbar's choice of the canvas's preview width: phone 390, tablet 768, desktop 1280 or the
 * full window. Native radio buttons styled as one segmented control (arrow keys move between
 * them, as browsers do for radios; no script of its own to load up front). The choice is
 * remembered in this browser.
 */
export function ViewportSwitch() {
  const text = useBuilderText();
  const viewport = useStore($viewport);
  return (
    <div role="radiogroup" aria-label={text("builder.viewport.label")} className="flex rounded border border-main">
      {VIEWPORTS.map((id) => {
        const width = VIEWPORT_WIDTHS[id];
        return (
          <label
            key={id}
            className="cursor-pointer px-2 py-1.5 text-sm font-semibold text-main first:rounded-s last:rounded-e hover:bg-main/10 has-checked:bg-main has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          >
            <input type="radio" name="builder-viewport" value={id} checked={viewport === id} onChange={() => setViewport(id)} className="sr-only" />
            {text(`builder.viewport.${id}`)}
            {width && " "}
            {width && <span className="ms-1 hidden text-xs font-normal opacity-80 2xl:inline">{width}</span>}
          </label>
        );
      })}
    </div>
  );
}
