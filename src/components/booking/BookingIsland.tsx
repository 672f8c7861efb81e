/** @jsxImportSource preact */
import { render } from "preact";
import { useEffect } from "preact/hooks";
import type { Lang } from "../../i18n/locales.ts";
import { BOOKING_CONTAINER } from "../../pwa/booking-directive.ts";
import BookingApp from "./BookingApp.tsx";
import { fetchSlots, type SlotQuery } from "./fetch-slots.ts";
import type { BookingTexts } from "./texts.ts";
import { renderedBy } from "../rendered-by.ts";

/** What a book-appointment block writes into its container's `data-booking` (`bookingConfig`). */
export interface BookingConfig extends SlotQuery {
  level: 2 | 3;
  showPractitioner: boolean;
  /** The block's text for a list without free slots. */
  emptyText?: string | undefined;
}

/** A container's configuration, or undefined when it is not one the block wrote. */
function readConfig(el: HTMLElement): BookingConfig | undefined {
  try {
    const c = JSON.parse(el.dataset.booking ?? "") as Partial<BookingConfig>;
    if (typeof c.days !== "number" || (c.level !== 2 && c.level !== 3)) return undefined;
    return {
      days: c.days,
      practitioner: typeof c.practitioner === "string" ? c.practitioner : undefined,
      level: c.level,
      showPractitioner: c.showPractitioner === true,
      emptyText: typeof c.emptyText === "string" ? c.emptyText : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * The page's one booking island (`client:booking`): mounts a `BookingApp` into every
 * book-appointment block's container once its current slots have arrived (the prerendered list
 * may be older than the last booking). Until then, and if they cannot be read, the server's slot
 * links stay and still lead to the booking form. Renders nothing itself.
 */
export default function BookingIsland({ lang, locale, texts }: { lang: Lang; locale: string; texts: BookingTexts }) {
  useEffect(() => {
    document.querySelectorAll<HTMLElement>(BOOKING_CONTAINER).forEach((el, index) => {
      const config = readConfig(el);
      if (!config) return;
      fetchSlots(config, lang).then(
        (initial) => {
          // The server's list goes: Preact would reuse its elements and keep their attributes.
          el.replaceChildren();
          render(
            <BookingApp
              lang={lang}
              locale={locale}
              texts={texts}
              query={config}
              initial={initial}
              idPrefix={`booking-${index + 1}`}
              level={config.level}
              showPractitioner={config.showPractitioner}
              emptyText={config.emptyText}
            />,
            el,
          );
        },
        (error: unknown) => console.error("booking: the slots could not be read", error),
      );
    });
  }, [lang, locale, texts]);
  return null;
}

// Renders nothing on the server: Astro cannot tell whose it is by trying (rendered-by.ts).
renderedBy(BookingIsland, "@astrojs/preact");
