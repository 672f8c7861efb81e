/** @jsxImportSource preact */
import type { Lang } from "../../i18n/locales.ts";
import { localePath } from "../../i18n/locales.ts";
import { KEY_FIELD, type BookingPageView as View } from "./booking-page.ts";
import { BookingDone } from "./BookingDone.tsx";
import { BookingFields } from "./BookingFields.tsx";
import { HumanCheck } from "./HumanCheck.tsx";
import { fill } from "./fill.ts";
import type { BookingTexts } from "./texts.ts";
import { utcWhen } from "../../lib/directory/intl.ts";

const BUTTON = "rounded-full bg-main px-6 py-3 font-semibold text-paper hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * The booking page of one slot (`/appointments/:id`, the way to book without JavaScript): the
 * slot, the form (a plain POST to this page) with every message after a send, the confirmation,
 * or that the slot cannot be booked. Server-rendered only.
 */
export function BookingPageView({ lang, texts, view, host }: { lang: Lang; texts: BookingTexts; view: View; host: string }) {
  if (view.kind === "gone") {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold text-main">{view.notice?.title ?? texts.book}</h1>
        <p role={view.notice ? "alert" : undefined}>{view.notice?.message ?? texts.notFound}</p>
        <p>
          <a href={localePath(lang, "/")} className="text-main underline underline-offset-2">
            {texts.home}
          </a>
        </p>
      </div>
    );
  }
  if (view.kind === "booked") {
    return (
      <BookingDone
        texts={texts}
        {...utcWhen(lang, view.answer.booking.start)}
        booking={view.answer.booking}
        durationMinutes={view.slot.durationMinutes}
        email={view.email}
        host={host}
        level={1}
      />
    );
  }
  const { slot } = view;
  const when = utcWhen(lang, slot.start);
  const invalid = Object.keys(view.errors).length > 0;
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <h1 className="text-3xl font-bold text-main">{texts.book}</h1>
      <p data-booking-selected>
        {fill(texts.selected, when)}
        {slot.durationMinutes ? <>, {fill(texts.duration, { minutes: slot.durationMinutes })}</> : null}
        {slot.practitioner && (
          <>
            {" "}
            {texts.with}{" "}
            <a href={slot.practitioner.path} className="text-main underline underline-offset-2">
              {slot.practitioner.name}
            </a>
          </>
        )}
      </p>
      {view.notice && (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700" data-booking-notice>
          <p className="font-semibold">{view.notice.title}</p>
          <p>{view.notice.message}</p>
        </div>
      )}
      {invalid && (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          <p className="font-semibold">{texts.summaryTitle}</p>
          <p>{texts.summaryText}</p>
        </div>
      )}
      <form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="booking-details">
        <h2 id="booking-details" className="text-lg font-semibold">
          {texts.details}
        </h2>
        <BookingFields texts={texts} idPrefix="booking" values={view.values} shown={view.errors} />
        <HumanCheck lang={lang} stamp={view.stamp} />
        <input type="hidden" name={KEY_FIELD} value={view.key} />
        <p>
          <button type="submit" className={BUTTON}>
            {texts.submit}
          </button>
        </p>
      </form>
    </div>
  );
}
