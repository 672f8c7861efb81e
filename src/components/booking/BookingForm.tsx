/** @jsxImportSource preact */
import type { TargetedEvent } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { flagAttributes } from "../../forms/state/attributes.ts";
import { blurField, changeField, createFieldState, type FieldState } from "../../forms/state/field-state.ts";
import { fieldFlags } from "../../forms/state/flags.ts";
import { shouldShowError } from "../../forms/state/visibility.ts";
import type { Lang } from "../../i18n/locales.ts";
import { loadUiStrings } from "../../i18n/t.ts";
import type { OpenSlot } from "../../lib/booking/open-slots.ts";
import { HONEYPOT_FIELD } from "../../lib/visitor-forms/fields.ts";
import { watchPresses, type PressWatch } from "../forms/press-watch.ts";
import { BOOKING_FIELDS, type BookingField, type BookingValues } from "./booking-fields.ts";
import { checkBookingForm } from "./booking-form.ts";
import { BookingFields } from "./BookingFields.tsx";
import { HumanCheck } from "./HumanCheck.tsx";
import { fill } from "./fill.ts";
import type { BookingTexts } from "./texts.ts";
import { localWhen } from "./local-time.ts";

export { BookingDone } from "./BookingDone.tsx";

/**
 * The island's second part, loaded when a slot is chosen: the form, its checks (the form
 * generator's rules and messages, with the page language's strings) and the confirmation. `ready`
 * resolves once the strings are there.
 */
export const ready = (lang: Lang): Promise<void> => loadUiStrings(lang);

export interface BookingFormProps {
  lang: Lang;
  /** The locale tag for the visitor's own time. */
  locale: string;
  texts: BookingTexts;
  idPrefix: string;
  level: 2 | 3;
  slot: OpenSlot;
  /** What was typed; kept by the island when a slot goes away. */
  values: BookingValues;
  onValues: (values: BookingValues) => void;
  busy: boolean;
  /** Sends the booking (the values checked); `honeypot` is the hidden field's value. */
  onSend: (honeypot: string) => void;
}

const freshStates = (values: BookingValues) =>
  Object.fromEntries(BOOKING_FIELDS.map((f) => [f, createFieldState(values[f])])) as Record<BookingField, FieldState>;

/**
 * The visitor's details for the chosen slot. Messages follow the form generator's visibility:
 * a field's after focus left it, all of them (and the summary) after a send. A blur that a press
 * causes (on the send button) takes effect once the press is over, so a message that appears
 * does not move the button from under the pointer and lose the click.
 */
export default function BookingForm({ lang, locale, texts, idPrefix, level, slot, values, onValues, busy, onSend }: BookingFormProps) {
  const [states, setStates] = useState(() => freshStates(values));
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const blur = (fields: BookingField[]) => setStates((s) => ({ ...s, ...Object.fromEntries(fields.map((f) => [f, blurField(s[f])])) }));
  // `blur` changes state only through updater functions, so the first render's `blur` stays right.
  const pressesRef = useRef<PressWatch<BookingField> | undefined>(undefined);
  useEffect(() => {
    const watch = watchPresses<BookingField>(blur);
    pressesRef.current = watch;
    return () => watch.stop();
  }, []);

  const errors = useMemo(() => checkBookingForm(values, lang, texts), [values, lang, texts]);
  const shown: Partial<Record<BookingField, string>> = {};
  const flags: Partial<Record<BookingField, ReturnType<typeof flagAttributes>>> = {};
  for (const field of BOOKING_FIELDS) {
    const message = errors[field];
    const f = fieldFlags(states[field], submitted, message ? [message] : []);
    flags[field] = flagAttributes(f);
    if (message && shouldShowError(f, "text")) shown[field] = message;
  }
  const invalid = Object.keys(errors).length > 0;
  const H = `h${level}` as const;

  function submit(event: TargetedEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = BOOKING_FIELDS.find((field) => errors[field]);
    if (first) return form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    const honeypot = new FormData(form.current ?? undefined).get(HONEYPOT_FIELD);
    onSend(typeof honeypot === "string" ? honeypot : "");
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4" aria-labelledby={`${idPrefix}-details`}>
      <H id={`${idPrefix}-details`} className="text-lg font-semibold">
        {texts.details}
      </H>
      <p data-booking-selected>
        {fill(texts.selected, { date: slot.date, time: slot.time })} ({fill(texts.local, { time: localWhen(locale, slot.start) })})
      </p>
      {submitted && invalid && (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          <p className="font-semibold">{texts.summaryTitle}</p>
          <p>{texts.summaryText}</p>
        </div>
      )}
      <BookingFields
        texts={texts}
        idPrefix={idPrefix}
        values={values}
        shown={shown}
        flags={flags}
        onChange={(field, value) => {
          onValues({ ...values, [field]: value });
          setStates((s) => ({ ...s, [field]: changeField(s[field], value) }));
        }}
        onBlur={(field) => {
          if (!pressesRef.current?.hold(field)) blur([field]);
        }}
      />
      <HumanCheck lang={lang} />
      <p>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="rounded-full bg-main px-6 py-3 font-semibold text-paper hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
        >
          {busy ? texts.busy : texts.submit}
        </button>
      </p>
    </form>
  );
}
