/** @jsxImportSource preact */
import { useEffect, useRef, useState } from "preact/hooks";
import type { Lang } from "../../i18n/locales.ts";
import type { BookingAnswer } from "../../lib/booking/book.ts";
import type { OpenSlot } from "../../lib/booking/open-slots.ts";
import { NO_VALUES, type BookingValues } from "./booking-fields.ts";
import { fetchSlots, type SlotQuery, type SlotsAnswer } from "./fetch-slots.ts";
import { fill } from "./fill.ts";
import type { BookingTexts } from "./texts.ts";
import { localWhen } from "./local-time.ts";

/** The island's second part (form, checks, confirmation), loaded with the first chosen slot. */
type Parts = typeof import("./BookingForm.tsx");

export interface BookingAppProps {
  lang: Lang;
  /** The page language's locale tag (`de-DE`), for the visitor's own time. */
  locale: string;
  texts: BookingTexts;
  query: SlotQuery;
  /** The slots and form stamp read when the island mounted. */
  initial: SlotsAnswer;
  /** Unique on the page: the inputs' ids. */
  idPrefix: string;
  /** The day headings' level (below the block's title or not). */
  level: 2 | 3;
  /** The list spans several practitioners: each slot names its own. */
  showPractitioner: boolean;
  emptyText?: string | undefined;
}

type Notice = { text: string; tone: "info" | "error" };
type ErrorBody = { error?: string; title?: string; message?: string };

/** Retries of a request whose first try with the same key is still running (409 `BookingInProgress`). */
const IN_PROGRESS_RETRIES = 3;

/** Open slots grouped by their ISO day (UTC), in time order. */
function byDay(slots: readonly OpenSlot[]): { date: string; slots: OpenSlot[] }[] {
  const days = new Map<string, OpenSlot[]>();
  for (const slot of slots) {
    const date = slot.start.slice(0, 10);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, list]) => ({ date, slots: list }));
}

/**
 * The booking island of one book-appointment block: the open slots by day (UTC, the visitor's
 * own time beside each), a slot chosen with radio buttons, the visitor's details with the form
 * generator's messages (after leaving a field, all after a send), and the confirmation. A send
 * carries an idempotency key made once per attempt and sent again when the same attempt is
 * retried, so a retry never books twice. A slot taken meanwhile (409) refreshes the list, says
 * so and keeps what was typed.
 */
export default function BookingApp({ lang, locale, texts, query, initial, idPrefix, level, showPractitioner, emptyText }: BookingAppProps) {
  const [slots, setSlots] = useState(initial.slots);
  const [stamp, setStamp] = useState(initial.stamp);
  const [selected, setSelected] = useState<string | undefined>();
  const [values, setValues] = useState<BookingValues>(NO_VALUES);
  const [parts, setParts] = useState<Parts | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>();
  const [done, setDone] = useState<{ answer: BookingAnswer; slot: OpenSlot; email: string } | undefined>();
  const attemptRef = useRef<{ key: string; body: string } | undefined>(undefined);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const loadingRef = useRef<Promise<void> | undefined>(undefined);
  const formRef = useRef<HTMLDivElement>(null);
  // A slot picked with the pointer brings the form (below every listed day) into view; one picked
  // with the arrow keys does not, as each arrow picks another slot (Tab leads on to the form).
  const pointerPickRef = useRef(false);
  const listRef = useRef<HTMLFieldSetElement>(null);
  const listShown = slots.length > 0;
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const pointer = () => (pointerPickRef.current = true);
    const key = () => (pointerPickRef.current = false);
    list.addEventListener("pointerdown", pointer);
    list.addEventListener("keydown", key);
    return () => {
      list.removeEventListener("pointerdown", pointer);
      list.removeEventListener("keydown", key);
    };
  }, [listShown]);

  // The form, its checks and strings come with the first chosen slot, not with the list.
  useEffect(() => {
    if (!selected || loadingRef.current) return;
    loadingRef.current = import("./BookingForm.tsx").then(
      async (m) => {
        await m.ready(lang);
        setParts(m);
      },
      () => {
        loadingRef.current = undefined;
        setNotice({ text: texts.failed, tone: "error" });
      },
    );
  }, [selected, lang, texts.failed]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (done) doneRef.current?.querySelector<HTMLElement>("h1, h2, h3")?.focus();
  }, [done]);

  const slot = slots.find((s) => s.id === selected);
  const formShown = Boolean(slot && parts);
  useEffect(() => {
    if (!formShown || !pointerPickRef.current) return;
    pointerPickRef.current = false;
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    formRef.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [formShown, selected]);
  const days = byDay(slots);
  const H = `h${level}` as const;

  async function refresh(): Promise<void> {
    try {
      const next = await fetchSlots(query, lang);
      setSlots(next.slots);
      setStamp(next.stamp);
    } catch {
      setNotice({ text: texts.loadFailed, tone: "error" });
    }
  }

  async function send(chosen: OpenSlot, body: string): Promise<void> {
    for (let retry = 0; ; retry++) {
      const res = await fetch(`/api/appointments/${encodeURIComponent(chosen.id)}/book`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body,
      });
      if (res.ok) {
        attemptRef.current = undefined;
        setDone({ answer: (await res.json()) as BookingAnswer, slot: chosen, email: values.email.trim() });
        return;
      }
      const problem = ((await res.json().catch(() => ({}))) ?? {}) as ErrorBody;
      const wait = Number(res.headers.get("retry-after")) || 1;
      if (problem.error === "BookingInProgress" && retry < IN_PROGRESS_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      // That attempt stored nothing: the next send is a new attempt with a new key.
      attemptRef.current = undefined;
      if (problem.error === "SlotTaken" || problem.error === "SlotTooSoon" || problem.error === "NotFound") {
        setSelected(undefined);
        await refresh();
        setNotice({ text: problem.error === "SlotTaken" ? texts.justTaken : `${problem.title}. ${problem.message}`, tone: "info" });
        return;
      }
      // A send too soon after the stamp: a fresh stamp, and the visitor sends once more.
      if (problem.error === "FormTooFast") await refresh();
      setNotice({ text: problem.title ? `${problem.title}. ${problem.message}` : texts.failed, tone: "error" });
      return;
    }
  }

  async function submit(chosen: OpenSlot, honeypot: string) {
    setNotice(undefined);
    const details = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), message: values.message.trim(), language: lang };
    const same = JSON.stringify([chosen.id, details]);
    // A retry of the same attempt (same slot and details) sends the same key: it books at most once.
    if (attemptRef.current?.body !== same) attemptRef.current = { key: crypto.randomUUID(), body: same };
    const body = JSON.stringify({ ...details, idempotencyKey: attemptRef.current.key, website: honeypot, formStamp: stamp });
    setBusy(true);
    try {
      await send(chosen, body);
    } catch {
      setNotice({ text: texts.failed, tone: "error" });
    } finally {
      setBusy(false);
    }
  }

  if (done && parts) {
    return (
      <div ref={doneRef}>
        <parts.BookingDone
          texts={texts}
          booking={done.answer.booking}
          durationMinutes={done.slot.durationMinutes}
          email={done.email}
          host={location.host}
          date={done.slot.date}
          time={done.slot.time}
          local={localWhen(locale, done.answer.booking.start)}
          level={level}
        />
      </div>
    );
  }

  return (
    <div className="booking flex flex-col gap-5" data-booking-app>
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role={notice.tone === "error" ? "alert" : "status"}
          className={`rounded-lg p-4 text-sm ${notice.tone === "error" ? "bg-red-50 font-semibold text-red-700" : "bg-neutral text-ink"}`}
          data-booking-notice
        >
          {notice.text}
        </p>
      )}
      {slots.length === 0 ? (
        <p className="slot-list-empty">{emptyText || texts.noAppointments}</p>
      ) : (
        <fieldset ref={listRef} className="flex flex-col gap-4">
          <legend className="sr-only">{texts.slots}</legend>
          <p className="rounded-lg bg-neutral p-4 text-sm text-ink">
            {texts.timezone}. {texts.choose}
          </p>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-x-8 gap-y-5">
            {days.map((day) => (
              <section key={day.date} aria-labelledby={`${idPrefix}-day-${day.date}`} data-date={day.date}>
                <H id={`${idPrefix}-day-${day.date}`} className="border-b border-main/20 pb-1 font-semibold">
                  <time dateTime={day.date}>{day.slots[0]!.date}</time>
                </H>
                <ul className="text-sm">
                  {day.slots.map((s) => (
                    <li key={s.id} data-slot={s.start}>
                      <label className="flex cursor-pointer flex-wrap items-center gap-x-2 rounded px-1 py-0.5">
                        <input
                          type="radio"
                          name={`${idPrefix}-slot`}
                          value={s.id}
                          checked={selected === s.id}
                          onChange={() => setSelected(s.id)}
                          className="focus-visible:outline-2 focus-visible:outline-offset-2"
                        />
                        <time dateTime={s.start} className="font-semibold tabular-nums">
                          {s.time}
                        </time>
                        <span className="text-ink/70">({fill(texts.local, { time: localWhen(locale, s.start) })})</span>
                        {s.durationMinutes && <span>{fill(texts.duration, { minutes: s.durationMinutes })}</span>}
                        {showPractitioner && s.practitioner && (
                          <span>
                            {texts.with} {s.practitioner.name}
                          </span>
                        )}
                      </label>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </fieldset>
      )}
      {slot && parts && (
        <div ref={formRef} className="scroll-mt-4">
          <parts.default
            lang={lang}
            locale={locale}
            texts={texts}
            idPrefix={idPrefix}
            level={level}
            slot={slot}
            values={values}
            onValues={setValues}
            busy={busy}
            onSend={(honeypot) => void submit(slot, honeypot)}
          />
        </div>
      )}
    </div>
  );
}
