import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContentBox,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
} from "react-aria-components";
import { LAYERS } from "./layers.ts";
import { cx, focusRing } from "./styles.ts";
import { toastQueue } from "./toast-queue.ts";
import type { ToastContent } from "./toast-signal.ts";

const TONES: Record<NonNullable<ToastContent["tone"]>, string> = {
  info: "border-main",
  success: "border-support",
  error: "border-red-700",
};

/**
 * Where toasts show (react-aria's toast region): a landmark at the bottom end of the screen whose
 * toasts are announced, reachable with F6, each with a close button (labelled by react-aria in
 * the UI language). Render one per island, inside its `UiProvider`; it shows `toastQueue` unless
 * given another queue.
 */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue<ToastContent> }) {
  return (
    <AriaToastRegion
      queue={queue}
      style={{ zIndex: LAYERS.toast }}
      className="fixed end-4 bottom-4 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          className={({ isFocusVisible }) =>
            cx("flex items-start gap-3 rounded border-s-4 bg-paper p-3 text-ink shadow-lg", TONES[toast.content.tone ?? "info"], focusRing(isFocusVisible))
          }
        >
          <ToastContentBox className="flex min-w-0 flex-1 flex-col gap-0.5">
            <Text slot="title" className="font-semibold">
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className="text-sm">
                {toast.content.description}
              </Text>
            ) : null}
          </ToastContentBox>
          <Button
            slot="close"
            className={({ isFocusVisible }) => cx("-m-1 rounded px-2 py-0.5 text-lg leading-none hover:bg-ink/10", focusRing(isFocusVisible))}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  );
}
