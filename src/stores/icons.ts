import { atom } from "nanostores";

/**
 * Icon name → SVG markup for islands: the critical icons from the start (`presentIcons`), every
 * other one filled on first use (`loadIcon`, src/stores/load-icon.ts, apart so a page that only
 * presents icons does not carry it). The files under `/icons/` were sanitised by the render pass
 * (src/server/publish/render-pass.ts) and are served from our own origin under the CSP, so the
 * client does not sanitise them again (that would ship DOMPurify to every island); it only checks
 * that the response is an SVG document.
 */
export const $icons = atom<Readonly<Record<string, string>>>({});

/** Puts the critical ones of `icons` (sanitised already, as `siteIcons` gives them) into `$icons`, so they never need a request. */
export function presentIcons(icons: Iterable<{ name: string; critical: boolean; svg: string }>): void {
  const next = { ...$icons.get() };
  for (const icon of icons) if (icon.critical) next[icon.name] ??= icon.svg;
  $icons.set(next);
}
