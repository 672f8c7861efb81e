import { useStore } from "@nanostores/react";
import { ToggleButton } from "react-aria-components";
import { t } from "../../i18n/t.ts";
import { $editor, setDrag } from "../../stores/editor.ts";
import { builderLang, useBuilderText } from "../builder-text.ts";
import { ToolIcon } from "../canvas/tool-icons.tsx";
import { notify } from "../session.ts";

/** Switches dragging blocks with the mouse on or off (`$editor.drag`); pressed while on. Says which in the live region. */
export function DragToggle() {
  const text = useBuilderText();
  const on = useStore($editor).drag;
  return (
    <ToggleButton
      isSelected={on}
      onChange={(selected) => {
        setDrag(selected);
        notify(t(builderLang(), selected ? "builder.drag.on" : "builder.drag.off"));
      }}
      className={({ isSelected, isFocusVisible }) =>
        [
          "inline-flex items-center gap-2 rounded border border-main px-3 py-1.5 text-sm font-semibold",
          isSelected ? "bg-main text-paper" : "text-main hover:bg-main/10",
          isFocusVisible ? "outline-2 outline-offset-2 outline-accent" : "outline-none",
        ].join(" ")
      }
    >
      <ToolIcon name="grip" />
      {text("builder.drag.toggle")}
    </ToggleButton>
  );
}
