import { createRoot } from "react-dom/client";
import { FocusPicker, type FocusPickerProps } from "./FocusPicker.tsx";
import { UploadZone, type UploadZoneProps } from "./UploadZone.tsx";

/**
 * Mounts the asset admin's islands into the elements that name them (`data-upload-zone`,
 * `data-focus-picker`, their props as JSON in the attribute). A module script of the page (an
 * external file, allowed by the CSP without an inline hash), loaded only by the asset admin.
 */
export function mountAssetIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-upload-zone]")) {
    const props = JSON.parse(element.dataset.uploadZone!) as UploadZoneProps;
    element.replaceChildren();
    createRoot(element).render(<UploadZone {...props} />);
  }
  for (const element of document.querySelectorAll<HTMLElement>("[data-focus-picker]")) {
    const props = JSON.parse(element.dataset.focusPicker!) as FocusPickerProps;
    createRoot(element).render(<FocusPicker {...props} />);
  }
}
