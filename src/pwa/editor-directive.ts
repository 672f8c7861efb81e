import type { ClientDirective } from "astro";
import { EDITOR_HINT } from "../lib/auth/editor-hint.ts";

/**
 * `client:editor`: hydrates the island only when the editor hint cookie
 * (src/lib/auth/editor-hint.ts) is set, so a visitor's browser loads no editor code and
 * sends no request for it. Astro inlines this directive into the page.
 */
const editor: ClientDirective = (load) => {
  if (document.cookie.split(";").some((part) => part.trim() === `${EDITOR_HINT}=1`)) void load().then((hydrate) => hydrate());
};

export default editor;
