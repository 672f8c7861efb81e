import type { ClientDirective } from "astro";
import { EDITOR_HINT } from "../lib/auth/editor-hint.ts";

/**
 * `client:editor`: hydrates the island only when the editor hint cookie
 * (src/lib/auth/editor-hint.ts) is set, so a visitor's browser loads no editor code and
 * sends no request for it; with the hint it also flags `<html data-editor>` (the footer shows the
 * admin link instead of the login). Astro inlines this directive into the page.
 */
const editor: ClientDirective = (load) => {
  if (!document.cookie.split(";").some((part) => part.trim() === `${EDITOR_HINT}=1`)) return;
  document.documentElement.dataset.editor = "";
  void load().then((hydrate) => hydrate());
};

export default editor;
