import { useEffect } from "react";
import { renderedBy } from "../rendered-by.ts";

interface Props {
  /** The theme form whose fields the preview follows. */
  formId: string;
  /** The element whose `--theme-*` variables paint the preview. */
  previewId: string;
  /** Theme field → CSS variable (`colorMain` → `--theme-main`). */
  variables: Record<string, string>;
  /** Font file URL → family, for the font selects. */
  families: Record<string, string>;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Makes the theme preview live: every valid hex typed in the form's colour fields, and every font
 * chosen, is set on the preview (and the field's swatch) before anything is saved. Renders nothing.
 */
export default function ThemeLive({ formId, previewId, variables, families }: Props) {
  useEffect(() => {
    const form = document.getElementById(formId);
    const preview = document.getElementById(previewId);
    if (!(form instanceof HTMLFormElement) || !preview) return;
    const apply = (event: Event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
      const value = field.value.trim();
      const variable = variables[field.name];
      if (variable && HEX.test(value)) {
        preview.style.setProperty(variable, value);
        document.getElementById(`swatch-${field.name}`)?.style.setProperty("background", value);
      } else if (field.name.startsWith("font_") && families[value]) {
        preview.style.setProperty(`--theme-font-${field.name.slice(5)}`, `"${families[value]}"`);
      }
    };
    form.addEventListener("input", apply);
    form.addEventListener("change", apply);
    return () => {
      form.removeEventListener("input", apply);
      form.removeEventListener("change", apply);
    };
  }, [formId, previewId, variables, families]);
  return null;
}

// Renders nothing on the server: Astro cannot tell whose it is by trying (rendered-by.ts).
renderedBy(ThemeLive, "@astrojs/react");
