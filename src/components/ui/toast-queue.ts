import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { $toastShown, type ToastContent } from "./toast-signal.ts";

/** How long an info or success toast stays: react-aria's guidance is at least 5 s, so it can be read. */
export const TOAST_TIMEOUT_MS = 5_000;

/**
 * The page's one toast queue, shown by `ToastRegion`. Add to it from anywhere, React or not
 * (a store action after a failed save), with `showToast`.
 */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/**
 * Shows a toast and returns its key (for `toastQueue.close(key)`). Errors stay until the user
 * closes them, since an error one could not read in time is lost; the others close after 5 s.
 */
export function showToast(content: ToastContent, queue: ToastQueue<ToastContent> = toastQueue): string {
  if (queue === toastQueue) $toastShown.set(true);
  return queue.add(content, content.tone === "error" ? {} : { timeout: TOAST_TIMEOUT_MS });
}
