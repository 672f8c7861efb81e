import { describe, expect, it } from "vitest";
import { checkBookingForm as check, type BookingValues } from "./booking-form.ts";
import { bookingTexts } from "./texts.ts";

const checkBookingForm = (values: BookingValues, lang: "de" | "en") => check(values, lang, bookingTexts(lang));

const ok = { name: "Ada Lovelace", email: "ada@example.test", phone: "", message: "" };

describe("the booking form", () => {
  it("passes a name and an e-mail address; phone and message are optional", () => {
    expect(checkBookingForm(ok, "de")).toEqual({});
    expect(checkBookingForm({ ...ok, phone: "+49 (30) 123/45-6", message: "Hallo" }, "en")).toEqual({});
  });

  it("says what is wrong with each field in the page language, with the field's label", () => {
    expect(checkBookingForm({ name: "", email: "", phone: "", message: "" }, "de")).toEqual({
      name: "Name ist ein Pflichtfeld.",
      email: "E-Mail ist ein Pflichtfeld.",
    });
    expect(checkBookingForm({ name: " ", email: "ada@", phone: "call me", message: "x".repeat(2001) }, "en")).toEqual({
      name: "Name is required.",
      email: "Please enter a valid email address.",
      phone: "Phone is not in the expected format.",
      message: "Message must be at most 2,000 characters long.",
    });
  });

  it("keeps the endpoint's bounds: 120 characters of name, 40 of phone", () => {
    expect(checkBookingForm({ ...ok, name: "n".repeat(120) }, "de")).toEqual({});
    expect(Object.keys(checkBookingForm({ ...ok, name: "n".repeat(121), phone: "1".repeat(41) }, "de"))).toEqual(["name", "phone"]);
  });
});
