import { atom } from "nanostores";

/** What a toast says: a title, an optional line under it, and its tone. */
export interface ToastContent {
  title: string;
  description?: string;
  /** `error` toasts stay until closed; `info` and `success` go after `TOAST_TIMEOUT_MS`. */
  tone?: "info" | "success" | "error";
}

/**
 * Whether a toast has been shown on this page: `ToastHost` loads react-aria's toast region once it
 * is true, so an island that rarely shows a toast does not carry the region's code up front.
 */
export const $toastShown = atom(false);

/**
 * `showToast` for code that should not carry the toast queue up front (the builder's toolbar): the
 * queue's module loads with the first toast, and `ToastHost` shows it.
 */
export function showToastLater(content: ToastContent): void {
  $toastShown.set(true);
  void import("./toast-queue.ts").then(({ showToast }) => showToast(content));
}
