import { describe, expect, it } from "vitest";
import { dateFormat, timeFormat } from "../directory/intl.ts";
import type { Mailer } from "../mail/send-mail.ts";
import { bookAppointment } from "./book.ts";
import { booked, code, HOUR, input, NOW, outbox, rig, rows, SITE, TOKEN_KEY } from "../../../tests/support/lib/booking/rig.ts";
import { cancelBooking } from "./cancel.ts";
import { signCancelToken, verifyCancelToken } from "./cancel-token.ts";

describe("booking a slot", () => {
  it("claims the slot, keeps the visitor's details in the site database only, and answers without them", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const { created, answer } = await bookAppointment(r.deps(), id, input({ phone: "+49 30 1234", message: "Erstes Mal" }));
    expect(created).toBe(true);
    expect(answer.booking).toMatchObject({ appointmentId: id, state: "booked", start: new Date(NOW + 48 * HOUR).toISOString() });
    expect(JSON.stringify(answer)).not.toContain("ada@example.test");
    expect(await booked(r.cms, id)).toEqual({ iv: true });
    const item = await r.cms.contents.get("appointments", id);
    expect(JSON.stringify(item)).not.toMatch(/Ada|ada@example/);
    expect(rows(r.db)).toEqual([
      { appointment_id: id, name: "Ada Lovelace", email: "ada@example.test", phone: "+49 30 1234", message: "Erstes Mal", language: "de", state: "booked" },
    ]);
  });

  it("lets exactly one of 30 concurrent requests book one slot; the others get SlotTaken and leave nothing", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => code(bookAppointment(r.deps(), id, input({ email: `v${i}@example.test` })))));
    expect(results.filter((x) => x === "ok")).toHaveLength(1);
    expect(results.filter((x) => x === "SlotTaken")).toHaveLength(29);
    expect(rows(r.db)).toHaveLength(1);
    expect(outbox(r.db)).toHaveLength(1);
  });

  it("frees the slot again when the booking cannot be recorded after the claim, so no slot stays booked for nobody", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    // The site database refuses the write that records the booking (as a full disk would).
    r.db.exec("CREATE TEMP TRIGGER refuse_booked BEFORE UPDATE OF state ON bookings WHEN NEW.state = 'booked' BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    expect(await code(bookAppointment(r.deps(), id, input()))).toMatch(/disk full/);
    expect(await booked(r.cms, id)).toEqual({ iv: false });
    expect(rows(r.db)).toEqual([]);
    expect(outbox(r.db)).toEqual([]);
    r.db.exec("DROP TRIGGER refuse_booked");
    expect(await code(bookAppointment(r.deps(), id, input()))).toBe("ok");
  });

  it("answers a repeat with the same key and body with the first booking, and refuses the key for another body", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const first = input();
    const a = await bookAppointment(r.deps(), id, first);
    const b = await bookAppointment(r.deps(), id, { ...first });
    expect(b).toEqual({ created: false, answer: a.answer });
    expect(await code(bookAppointment(r.deps(), id, { ...first, name: "Someone Else" }))).toBe("IdempotencyKeyReused");
    expect(rows(r.db)).toHaveLength(1);
  });

  it("refuses a slot inside the minimum notice or in the past, and a booked or unknown one, storing nothing", async () => {
    const r = await rig();
    const soon = await r.slot(NOW + 11 * HOUR);
    const past = await r.slot(NOW - HOUR);
    const taken = await r.slot(NOW + 48 * HOUR, true);
    expect(await code(bookAppointment(r.deps(), soon, input()))).toBe("SlotTooSoon");
    expect(await code(bookAppointment(r.deps(), past, input()))).toBe("SlotTooSoon");
    expect(await code(bookAppointment(r.deps(), taken, input()))).toBe("SlotTaken");
    expect(await code(bookAppointment(r.deps(), "no-such-slot", input()))).toBe("NotFound");
    expect(await code(bookAppointment(r.deps({ minNoticeHours: 10 }), soon, input()))).toBe("ok");
    expect(rows(r.db)).toHaveLength(1);
    expect(await booked(r.cms, past)).toEqual({ iv: false });
  });

  it("limits bookings per e-mail address within 24 hours, with the wait until the oldest leaves the window", async () => {
    const r = await rig();
    const slots = await Promise.all([1, 2, 3, 4].map((d) => r.slot(NOW + d * 24 * HOUR)));
    let t = NOW;
    const deps = r.deps({ now: () => t });
    for (const s of slots.slice(0, 3)) {
      await bookAppointment(deps, s, input({ email: "Ada@Example.test".toLowerCase() }));
      t += HOUR;
    }
    const error = await bookAppointment(deps, slots[3]!, input()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BookingLimit", status: 429, headers: { "retry-after": String(21 * 3600) } });
    expect(await booked(r.cms, slots[3]!)).toEqual({ iv: false });
    expect(await code(bookAppointment(deps, slots[3]!, input({ email: "other@example.test" })))).toBe("ok");
  });
});

describe("the confirmation mails", () => {
  it("queue the visitor's confirmation in the booking's language with the .ics and the cancel link, and the practitioner's notice", async () => {
    const r = await rig();
    const grace = await r.practitioner({ name: "Grace Hopper", email: "grace@example.test" });
    const start = NOW + 48 * HOUR;
    const id = await r.slot(start, false, { practitioner: grace, durationMinutes: 50 });
    const request = input({ language: "en", phone: "+49 30 1234", message: "First time; <b>hi</b>" });
    const { answer } = await bookAppointment(r.deps(), id, request);
    const [visitor, notice, ...more] = outbox(r.db);
    expect(more).toEqual([]);

    const date = dateFormat("en").format(new Date(start));
    const time = timeFormat("en").format(new Date(start));
    expect(date).toBe("4 Mar 2026");
    expect(visitor).toMatchObject({ kind: "booking", lang: "en", recipient: "ada@example.test", subject: `Your appointment on ${date} at ${time} (UTC)` });
    // The cancel link opens the English cancel page (GET shows a button; only its POST cancels).
    const cancelUrl = `${SITE}/en/appointments/${id}/cancel?token=${encodeURIComponent(answer.cancel.token)}`;
    const calendar = new URL(/https:\/\/calendar\.google\.com\/\S+/.exec(visitor!.text)![0]);
    expect(Object.fromEntries(calendar.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Appointment with Grace Hopper (kurse.example.test)",
      dates: "20260304T080000Z/20260304T085000Z",
      details: `${SITE}/`,
    });
    expect(visitor!.text).toContain(`Cancel the appointment:\n${cancelUrl}`);
    expect(visitor!.html).toContain(`<a href="${cancelUrl}">Cancel the appointment</a>`);
    for (const body of [visitor!.text, visitor!.html]) {
      expect(body).toContain("Hello Ada Lovelace,");
      expect(body).toContain(`your appointment with Grace Hopper is booked: ${date} at ${time} (UTC).`);
      expect(body).toContain("50 minutes");
      expect(body).toContain("Or add it to your Google Calendar:");
    }
    // The practitioner's address is never shown to the visitor.
    expect(JSON.stringify(visitor)).not.toContain("grace@example.test");
    expect(visitor!.attachments).toHaveLength(1);
    const ics = visitor!.attachments[0]!;
    expect(ics.filename).toMatch(/\.ics$/);
    expect(ics.contentType).toMatch(/^text\/calendar;/);
    expect(ics.content.split("\r\n")).toEqual(
      expect.arrayContaining([
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        `UID:${answer.booking.id}@kurse.example.test`,
        "DTSTAMP:20260302T080000Z",
        "DTSTART:20260304T080000Z",
        "DTEND:20260304T085000Z",
        "SUMMARY:Appointment with Grace Hopper (kurse.example.test)",
      ]),
    );

    expect(notice).toMatchObject({ kind: "booking-notice", lang: "de", recipient: "grace@example.test", headers: { "Reply-To": "ada@example.test" } });
    expect(notice!.subject).toBe(`Neue Buchung: ${dateFormat("de").format(new Date(start))}, ${timeFormat("de").format(new Date(start))} (UTC)`);
    for (const line of [
      "Ada Lovelace hat über kurse.example.test deinen Termin",
      "E-Mail: ada@example.test",
      "Telefon: +49 30 1234",
      "Nachricht: First time; <b>hi</b>",
      "Sprache der Buchung: Englisch",
    ]) {
      expect(notice!.text).toContain(line);
    }
    expect(notice!.html).toContain("Nachricht: First time; &#60;b&#62;hi&#60;/b&#62;");
    expect(notice!.html).not.toContain("<b>");
    expect(notice!.text).not.toContain(answer.cancel.token);

    // A repeat with the same key books nothing and sends nothing.
    expect((await bookAppointment(r.deps(), id, { ...request })).created).toBe(false);
    expect(outbox(r.db)).toHaveLength(2);
  });

  it("write the practitioner's notice in the language they work in, not the visitor's", async () => {
    const r = await rig();
    const english = await r.practitioner({ name: "Alan Turing", email: "alan@example.test", languages: ["en", "fr"] });
    const german = await r.practitioner({ name: "Emmy Noether", email: "emmy@example.test", languages: ["fr", "de", "en"] });
    await bookAppointment(r.deps(), await r.slot(NOW + 48 * HOUR, false, { practitioner: english }), input());
    await bookAppointment(r.deps(), await r.slot(NOW + 72 * HOUR, false, { practitioner: german }), input({ email: "grace@example.test", language: "en" }));
    const notices = outbox(r.db).filter((m) => m.kind === "booking-notice");
    expect(notices.map((m) => [m.recipient, m.lang])).toEqual([
      ["alan@example.test", "en"],
      ["emmy@example.test", "de"],
    ]);
    expect(notices[0]!.subject).toMatch(/^New booking: /);
    expect(notices[0]!.text).toContain("Ada Lovelace booked your appointment on");
    expect(notices[0]!.text).toContain("Language of the booking: German");
    expect(notices[1]!.text).toContain("Sprache der Buchung: Englisch");
    // The visitors' own mails stay in their languages.
    expect(
      outbox(r.db)
        .filter((m) => m.kind === "booking")
        .map((m) => m.lang),
    ).toEqual(["de", "en"]);
  });

  it("write German without a practitioner or duration: no name, no DTEND, no notice", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    await bookAppointment(r.deps(), id, input());
    const [visitor, ...more] = outbox(r.db);
    expect(more).toEqual([]);
    expect(visitor).toMatchObject({ kind: "booking", lang: "de", recipient: "ada@example.test" });
    expect(visitor!.subject).toBe(`Dein Termin am 04.03.2026 um ${timeFormat("de").format(new Date(NOW + 48 * HOUR))} (UTC)`);
    expect(visitor!.text).toContain("Hallo Ada Lovelace,\n\ndein Termin ist gebucht: 04.03.2026");
    expect(visitor!.text).toContain(`Termin absagen:\n${SITE}/appointments/${id}/cancel?token=`);
    expect(visitor!.attachments[0]!.content).toContain("SUMMARY:Termin (kurse.example.test)\r\n");
    expect(visitor!.attachments[0]!.content).not.toContain("DTEND");
  });

  it("name a practitioner without an address but send them nothing; an unreadable one is left out", async () => {
    const r = await rig();
    const quiet = await r.practitioner({ name: "Ida Quiet" });
    await bookAppointment(r.deps(), await r.slot(NOW + 48 * HOUR, false, { practitioner: quiet }), input());
    await bookAppointment(r.deps(), await r.slot(NOW + 72 * HOUR, false, { practitioner: "no-such-practitioner" }), input());
    const mails = outbox(r.db);
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ["booking", "ada@example.test"],
      ["booking", "ada@example.test"],
    ]);
    expect(mails[0]!.text).toContain("dein Termin bei Ida Quiet ist gebucht");
    expect(mails[1]!.text).toContain("dein Termin ist gebucht");
  });

  it("never fail the booking when mail cannot be queued", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const broken: Mailer = {
      delivers: false,
      sendMail: () => {
        throw new Error("mail is down");
      },
      onQueued: () => () => {},
    };
    const { created } = await bookAppointment(r.deps({ mail: broken }), id, input());
    expect(created).toBe(true);
    expect(await booked(r.cms, id)).toEqual({ iv: true });
    expect(rows(r.db)).toMatchObject([{ state: "booked" }]);
  });
});

describe("cancelling a booking", () => {
  it("frees the slot with the link's token, once", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const { answer } = await bookAppointment(r.deps(), id, input());
    expect(await cancelBooking(r.deps(), id, answer.cancel.token)).toEqual({ id: answer.booking.id, appointmentId: id, state: "cancelled" });
    expect(await booked(r.cms, id)).toEqual({ iv: false });
    expect(await code(cancelBooking(r.deps(), id, answer.cancel.token))).toBe("NotFound");
    // The freed slot can be booked again.
    expect(await code(bookAppointment(r.deps(), id, input({ email: "bob@example.test" })))).toBe("ok");
  });

  it("refuses a forged, foreign or expired token with 404 and changes nothing", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const other = await r.slot(NOW + 72 * HOUR);
    const { answer } = await bookAppointment(r.deps(), id, input());
    const [bookingId, expires] = answer.cancel.token.split(".");
    const forged = [
      `${bookingId}.${expires}.${"A".repeat(43)}`,
      signCancelToken("another-key-0123456789-0123456789", bookingId!, id, NOW + 48 * HOUR),
      `${bookingId}.${Number(expires) + 3600}.${answer.cancel.token.split(".")[2]}`,
      "",
      "x.y.z",
    ];
    for (const token of forged) expect(await code(cancelBooking(r.deps(), id, token))).toBe("NotFound");
    expect(await code(cancelBooking(r.deps(), other, answer.cancel.token))).toBe("NotFound");
    // The link ends when the appointment starts.
    expect(await code(cancelBooking(r.deps({ now: () => NOW + 48 * HOUR }), id, answer.cancel.token))).toBe("NotFound");
    expect(await booked(r.cms, id)).toEqual({ iv: true });
    expect(rows(r.db)).toMatchObject([{ state: "booked" }]);
  });
});

describe("cancel tokens", () => {
  it("verify only for their appointment, key and time", () => {
    const id = "2d7a3b0e-1111-4222-8333-944455556666";
    const token = signCancelToken(TOKEN_KEY, id, "slot-a", NOW + HOUR);
    expect(verifyCancelToken(TOKEN_KEY, token, "slot-a", NOW)).toBe(id);
    expect(verifyCancelToken(TOKEN_KEY, token, "slot-b", NOW)).toBeUndefined();
    expect(verifyCancelToken(`${TOKEN_KEY}x`, token, "slot-a", NOW)).toBeUndefined();
    expect(verifyCancelToken(TOKEN_KEY, token, "slot-a", NOW + HOUR)).toBeUndefined();
  });
});
