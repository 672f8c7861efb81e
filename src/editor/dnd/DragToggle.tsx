import { useStore } from "@nanostores/react";
import { Button } from "../../components/ui/Button.tsx";
import { t } from "../../i18n/t.ts";
import { $editor, setDrag } from "../store.ts";
import { builderLang, useBuilderText } from "../builder-text.ts";
import { ToolIcon, ToolName } from "../canvas/tool-icons.tsx";
import { notify } from "../notices.ts";

/** Switches dragging blocks with the mouse on or off (`$editor.drag`); a toggle button, pressed while on. Says which in the live region. */
export function DragToggle() {
  const text = useBuilderText();
  const on = useStore($editor).drag;
  return (
    <Button
      tone={on ? "primary" : "quiet"}
      aria-pressed={on}
      onPress={() => {
        setDrag(!on);
        notify(t(builderLang(), on ? "builder.drag.off" : "builder.drag.on"));
      }}
    >
      <ToolIcon name="grip" />
      <ToolName>{text("builder.drag.toggle")}</ToolName>
    </Button>
  );
}
