import type { ClientDirective } from "astro";

/** The containers the booking island takes over (the book-appointment block's slot list). */
export const BOOKING_CONTAINER = "[data-booking]";

/**
 * `client:booking`: `client:visible` for the booking island, which sits once at the end of the page
 * and mounts into every book-appointment block: its code (Preact included) is loaded when the first
 * booking container scrolls into view, never on a page without one. Until then, and where
 * JavaScript does not run, the server-rendered slot links lead to the booking form. Astro inlines
 * this directive into the page.
 */
const booking: ClientDirective = (load) => {
  const containers = document.querySelectorAll(BOOKING_CONTAINER);
  if (containers.length === 0) return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void load().then((hydrate) => hydrate());
  });
  for (const el of containers) observer.observe(el);
};

export default booking;
