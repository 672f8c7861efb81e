/**
 * When the self-hosted fonts may load. A visitor's first page paints with the fallback fonts and
 * asks for the web fonts once it has loaded and painted, so nothing but the document stands between
 * a first visit and its text; from then on (the fonts are cached) every page uses them from the start.
 * The theme's CSS maps `--theme-font-*` to the fallback stacks until the root element has
 * WEB_FONTS_CLASS; without JavaScript a `<noscript>` style gives the web fonts at once.
 */

/** On `<html>` once the web fonts may load. */
export const WEB_FONTS_CLASS = "wf";

/** Set (localStorage) once this browser has asked for the web fonts: later pages use them at once. */
const WEB_FONTS_KEY = "baukasten:fonts";

/**
 * The inline script (in `<head>`). One constant text on every page, so the Content-Security-Policy's
 * hash of it (taken from the rendered pages) allows it on pages rendered on demand too.
 */
export const WEB_FONTS_SCRIPT = `(() => {
  const on = () => document.documentElement.classList.add(${JSON.stringify(WEB_FONTS_CLASS)});
  try {
    if (localStorage.getItem(${JSON.stringify(WEB_FONTS_KEY)})) return on();
  } catch {
    // No storage: every page is a first one.
  }
  const enable = () => {
    on();
    try {
      localStorage.setItem(${JSON.stringify(WEB_FONTS_KEY)}, "1");
    } catch {
      // Not remembered: the next page waits again.
    }
  };
  // Once the page has loaded and its first contentful frame is on screen (a page without images
  // loads before it paints); at the latest 3 s after the load.
  const afterPaint = () => {
    const timer = setTimeout(enable, 3000);
    const now = () => {
      clearTimeout(timer);
      setTimeout(enable, 0);
    };
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        now();
      }).observe({ type: "paint", buffered: true });
    } catch {
      requestAnimationFrame(now);
    }
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint);
})();`;
