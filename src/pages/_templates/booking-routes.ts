import type { AstroGlobal } from "astro";
import { bookingPage, bookingPost, type BookingPageView } from "../../components/booking/booking-page.ts";
import { cancelPage, cancelPost, type CancelView } from "../../components/booking/cancel-page.ts";
import type { Lang } from "../../i18n/locales.ts";

/** Headers of the booking and cancel pages: never cached, never indexed, the referrer (the cancel link's token) only to this site. */
const BOOKING_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "same-origin",
  "cache-control": "private, no-store",
};

/** Status and headers go on the page's own response: a template's frontmatter runs too late to set them. */
function answer<V extends { status: number; headers?: Record<string, string> }>(Astro: AstroGlobal, view: V): V {
  Astro.response.status = view.status;
  for (const [name, value] of Object.entries({ ...view.headers, ...BOOKING_PAGE_HEADERS })) Astro.response.headers.set(name, value);
  return view;
}

const isPost = (Astro: AstroGlobal) => Astro.request.method.toUpperCase() === "POST";

/** `/appointments/:id` in `lang`: the form (GET) or the booking (POST). */
export async function bookingRoute(Astro: AstroGlobal, lang: Lang): Promise<BookingPageView> {
  const { services } = Astro.locals;
  const id = Astro.params.id ?? "";
  const view = isPost(Astro)
    ? await bookingPost(services, id, lang, Astro.request, Astro.locals.clientAddress ?? Astro.clientAddress)
    : await bookingPage(services, id, lang);
  return answer(Astro, view);
}

/** `/appointments/:id/cancel` in `lang`: the question (GET) or the cancellation (POST). */
export async function cancelRoute(Astro: AstroGlobal, lang: Lang): Promise<CancelView> {
  const { services } = Astro.locals;
  const id = Astro.params.id ?? "";
  return answer(Astro, isPost(Astro) ? await cancelPost(services, id, lang, Astro.request) : cancelPage(services, id, Astro.url));
}
