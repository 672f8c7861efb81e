import type { ReactNode } from "react";
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from "react-aria-components";
import { LAYERS } from "./layers.ts";
import { cx } from "./styles.ts";

export interface DialogProps extends Omit<ModalOverlayProps, "children" | "className" | "style"> {
  /** The dialog's heading; it names the dialog. */
  title: ReactNode;
  /** The content, or a function of `close` for buttons that close the dialog. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** `alertdialog` for a dialog that interrupts (a confirmation, a conflict). */
  role?: "dialog" | "alertdialog";
  /** The panel's width: a `max-w-…` class (default `max-w-lg`). */
  width?: string;
}

/**
 * A modal dialog (react-aria `ModalOverlay`, `Modal`, `Dialog`): focus moves in and stays inside
 * until it closes, then returns to what opened it; Escape closes it (and a click outside with
 * `isDismissable`); the page behind is hidden from screen readers. Overlay and modal take their
 * layers from `LAYERS`. Use it inside a `DialogTrigger` beside its button, or controlled with
 * `isOpen`/`onOpenChange`.
 */
export function Dialog({ title, children, role, width = "max-w-lg", ...overlay }: DialogProps) {
  return (
    <ModalOverlay {...overlay} style={{ zIndex: LAYERS.overlay }} className="fixed inset-0 flex items-center justify-center bg-ink/50 p-4">
      <Modal style={{ zIndex: LAYERS.modal }} className={cx("relative max-h-full w-full overflow-auto rounded bg-paper text-ink shadow-xl", width)}>
        <AriaDialog role={role} className="p-5 outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="mb-3 text-lg font-semibold">
                {title}
              </Heading>
              {typeof children === "function" ? children(close) : children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
