import { describe, expect, it } from "vitest";
import { booked, code, HOUR, input, NOW, outbox, rig, rows, SITE } from "../../../tests/support/lib/booking/rig.ts";
import { dateFormat, timeFormat } from "../directory/intl.ts";
import { bookAppointment } from "./book.ts";
import { cancelBooking, cancelByEditor, CANCEL_NOTE_MAX } from "./cancel.ts";
import { countBookings, listBookings } from "./store.ts";

const names = (list: { entries: { name: string }[] }) => list.entries.map((b) => b.name);

describe("the admin's lists of bookings", () => {
  it("sort the bookings into upcoming (next first), past (latest first) and cancelled, with their counts", async () => {
    const r = await rig();
    const [a, b, c] = [await r.slot(NOW + 48 * HOUR), await r.slot(NOW + 72 * HOUR), await r.slot(NOW + 96 * HOUR)];
    // Booked in another order than their times.
    await bookAppointment(r.deps(), c!, input({ name: "Carla", email: "c@example.test" }));
    await bookAppointment(r.deps(), a!, input({ name: "Anna", email: "a@example.test" }));
    await bookAppointment(r.deps(), b!, input({ name: "Bert", email: "b@example.test" }));
    await cancelByEditor(r.deps(), listBookings(r.db, "upcoming", 1, NOW).entries.find((x) => x.name === "Carla")!.id, "");

    expect(names(listBookings(r.db, "upcoming", 1, NOW))).toEqual(["Anna", "Bert"]);
    expect(names(listBookings(r.db, "cancelled", 1, NOW))).toEqual(["Carla"]);
    expect(listBookings(r.db, "past", 1, NOW)).toEqual({ entries: [], pages: 1, total: 0 });
    expect(countBookings(r.db, NOW)).toEqual({ upcoming: 2, past: 0, cancelled: 1 });

    const later = NOW + 80 * HOUR;
    expect(names(listBookings(r.db, "upcoming", 1, later))).toEqual([]);
    expect(names(listBookings(r.db, "past", 1, later))).toEqual(["Bert", "Anna"]);
    expect(countBookings(r.db, later)).toEqual({ upcoming: 0, past: 2, cancelled: 1 });
  });
});

describe("an editor's cancel", () => {
  it("frees the slot and writes to the visitor in their language and to the practitioner in theirs", async () => {
    const r = await rig();
    const alan = await r.practitioner({ name: "Alan Turing", email: "alan@example.test", languages: ["en"] });
    const start = NOW + 48 * HOUR;
    const id = await r.slot(start, false, { practitioner: alan });
    const { answer } = await bookAppointment(r.deps(), id, input({ phone: "+49 30 1", message: "Hallo" }));
    const before = outbox(r.db).length;

    const cancelled = await cancelByEditor(r.deps(), answer.booking.id, "  Die Praxis ist an dem Tag <b>zu</b>.\n");
    expect(cancelled).toMatchObject({ id: answer.booking.id, state: "cancelled", cancelledAt: NOW });
    expect(await booked(r.cms, id)).toEqual({ iv: false });

    const [visitor, notice, ...more] = outbox(r.db).slice(before);
    expect(more).toEqual([]);
    const de = { date: dateFormat("de").format(new Date(start)), time: timeFormat("de").format(new Date(start)) };
    expect(visitor).toMatchObject({
      kind: "booking",
      lang: "de",
      recipient: "ada@example.test",
      subject: `Dein Termin am ${de.date} um ${de.time} (UTC) ist abgesagt`,
    });
    expect(visitor!.text).toContain(`Hallo Ada Lovelace,\n\ndein Termin am ${de.date} um ${de.time} (UTC) musste leider abgesagt werden.`);
    expect(visitor!.text).toContain("Dazu: Die Praxis ist an dem Tag <b>zu</b>.");
    expect(visitor!.text).toContain(`Zur Website:\n${SITE}/`);
    expect(visitor!.html).toContain("Dazu: Die Praxis ist an dem Tag &#60;b&#62;zu&#60;/b&#62;.");
    expect(JSON.stringify(visitor)).not.toContain("alan@example.test");

    const en = { date: dateFormat("en").format(new Date(start)), time: timeFormat("en").format(new Date(start)) };
    expect(notice).toMatchObject({ kind: "booking-notice", lang: "en", recipient: "alan@example.test", headers: {} });
    expect(notice!.subject).toBe(`Appointment cancelled: ${en.date}, ${en.time} (UTC)`);
    expect(notice!.text).toContain(`Ada Lovelace's booking on ${en.date} at ${en.time} (UTC) was cancelled in the admin of kurse.example.test.`);
    expect(notice!.text).toContain("A note: Die Praxis ist an dem Tag <b>zu</b>.");
    expect(notice!.text).toContain("The slot is free again");

    // Once: a second cancel (another editor's, a reload) finds nothing booked and sends nothing.
    expect(await code(cancelByEditor(r.deps(), answer.booking.id, ""))).toBe("NotFound");
    expect(outbox(r.db)).toHaveLength(before + 2);
    // The visitor's link is used up too.
    expect(await code(cancelBooking(r.deps(), id, answer.cancel.token))).toBe("NotFound");
    // And the slot can be booked again.
    expect(await code(bookAppointment(r.deps(), id, input({ email: "bob@example.test" })))).toBe("ok");
  });

  it("refuses a note over the limit, a started appointment and an unknown booking, changing nothing", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const { answer } = await bookAppointment(r.deps(), id, input());
    const before = outbox(r.db).length;
    expect(await code(cancelByEditor(r.deps(), answer.booking.id, "x".repeat(CANCEL_NOTE_MAX + 1)))).toBe("BadRequest");
    expect(await code(cancelByEditor(r.deps({ now: () => NOW + 48 * HOUR }), answer.booking.id, ""))).toBe("BadRequest");
    expect(await code(cancelByEditor(r.deps(), "00000000-0000-4000-8000-000000000000", ""))).toBe("NotFound");
    expect(await booked(r.cms, id)).toEqual({ iv: true });
    expect(rows(r.db)).toMatchObject([{ state: "booked" }]);
    expect(outbox(r.db)).toHaveLength(before);
    // A note of exactly the limit is fine.
    expect(await code(cancelByEditor(r.deps(), answer.booking.id, "x".repeat(CANCEL_NOTE_MAX)))).toBe("ok");
  });

  it("cancels a booking whose appointment was deleted from the content: nothing to free, the visitor is told", async () => {
    const r = await rig();
    const grace = await r.practitioner({ name: "Grace Hopper", email: "grace@example.test" });
    const id = await r.slot(NOW + 48 * HOUR, false, { practitioner: grace });
    const { answer } = await bookAppointment(r.deps(), id, input({ language: "en" }));
    await r.cms.contents.delete("appointments", id);
    const before = outbox(r.db).length;
    expect((await cancelByEditor(r.deps(), answer.booking.id, "")).state).toBe("cancelled");
    const mails = outbox(r.db).slice(before);
    // Without the appointment, its practitioner is unknown: only the visitor hears of it.
    expect(mails.map((m) => [m.kind, m.lang, m.recipient])).toEqual([["booking", "en", "ada@example.test"]]);
    expect(mails[0]!.text).toContain("we are sorry: your appointment on");
    expect(mails[0]!.text).not.toContain("A note:");
  });
});

describe("a visitor's cancel", () => {
  it("tells the practitioner, with replies going to the visitor, and sends the visitor nothing", async () => {
    const r = await rig();
    const grace = await r.practitioner({ name: "Grace Hopper", email: "grace@example.test", languages: ["de", "en"] });
    const id = await r.slot(NOW + 48 * HOUR, false, { practitioner: grace });
    const { answer } = await bookAppointment(r.deps(), id, input({ language: "en" }));
    const before = outbox(r.db).length;
    await cancelBooking(r.deps(), id, answer.cancel.token);
    const mails = outbox(r.db).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "booking-notice", lang: "de", recipient: "grace@example.test", headers: { "Reply-To": "ada@example.test" } });
    expect(mails[0]!.subject).toMatch(/^Termin abgesagt: /);
    expect(mails[0]!.text).toContain("Ada Lovelace hat den Termin am");
    expect(mails[0]!.text).toContain("über kurse.example.test abgesagt.");
  });
});
