/** Elements that can take focus; those out of the tab order or hidden are filtered out below. */
const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

/**
 * Moves focus to the control of one partition of a generated form (`title.de`): the first element
 * in its `data-path` wrapper that is in the tab order and not hidden (a checked radio button before
 * the others). Returns whether something took focus. `SchemaForm` uses it for the first invalid
 * field; the builder can use it to jump from a list of problems to a field.
 */
export function focusPath(root: ParentNode, path: string): boolean {
  const wrapper = [...root.querySelectorAll<HTMLElement>("[data-path]")].find((element) => element.dataset.path === path);
  if (!wrapper) return false;
  const candidates = [...wrapper.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(":disabled") && !element.closest('[aria-hidden="true"]'),
  );
  const target = candidates.find((element) => element instanceof HTMLInputElement && element.type === "radio" && element.checked) ?? candidates[0];
  target?.focus();
  return target !== undefined;
}
