/**
 * The stacking order of popups: modal 1100, overlay 1000, menu 1000, tooltip 1100. Set
 * as inline `z-index`, which also replaces react-aria's own (100000) on popovers. A modal sits in
 * its overlay, so against the page it stacks at the overlay's 1000; a menu opened from a modal is
 * portalled after it and shows above it, and tooltips and toasts (1100) above both.
 */
export const LAYERS = {
  modal: 1100,
  overlay: 1000,
  menu: 1000,
  tooltip: 1100,
  /** Toasts must stay readable over an open modal, so they take the tooltip's level. */
  toast: 1100,
} as const;
