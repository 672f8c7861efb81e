/** Text or an attribute value as HTML: `& < > " '` become character references, so nothing can open a tag or leave a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
