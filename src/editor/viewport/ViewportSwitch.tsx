import { useStore } from "@nanostores/react";
import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { focusRing } from "../../components/ui/styles.ts";
import { useBuilderText } from "../builder-text.ts";
import { $viewport, setViewport, VIEWPORT_WIDTHS, type Viewport } from "./viewport.ts";

const VIEWPORTS = Object.keys(VIEWPORT_WIDTHS) as Viewport[];

/**
 * The toolbar's choice of the canvas's preview width: phone 390, tablet 768, desktop 1280 or the
 * full window (a react-aria toggle button group with one choice: arrow keys move between them).
 * The choice is remembered in this browser.
 */
export function ViewportSwitch() {
  const text = useBuilderText();
  const viewport = useStore($viewport);
  return (
    <ToggleButtonGroup
      aria-label={text("builder.viewport.label")}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[viewport]}
      onSelectionChange={(keys) => {
        const [chosen] = [...keys];
        if (chosen) setViewport(chosen as Viewport);
      }}
      className="flex rounded border border-main"
    >
      {VIEWPORTS.map((id) => {
        const width = VIEWPORT_WIDTHS[id];
        return (
          <ToggleButton
            key={id}
            id={id}
            className={({ isSelected, isFocusVisible }) =>
              `cursor-pointer px-2 py-1.5 text-sm font-semibold first:rounded-s last:rounded-e ${isSelected ? "bg-main text-white" : "text-main hover:bg-main/10"} ${focusRing(isFocusVisible)}`
            }
          >
            {text(`builder.viewport.${id}`)}
            {width && " "}
            {width && <span className="ms-1 text-xs font-normal opacity-80">{width}</span>}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
