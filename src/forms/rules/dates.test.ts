import { describe, expect, it } from "vitest";
import { compileDateFormat } from "./date-format.ts";
import { NOW, check, passes } from "../../../tests/support/forms/rules/rule-check.ts";

describe("date_after / date_before", () => {
  it("compare with the argument, exclusive", () => {
    expect(passes("date_after:2025-01-01", "2025-01-02")).toBe(true);
    expect(passes("date_after:2025-01-01", "2025-01-01")).toBe(false);
    expect(passes("date_before:2025-01-01", "2024-12-31T23:59Z")).toBe(true);
    expect(passes("date_before:2025-01-01", "2025-01-01")).toBe(false);
  });

  it("compare with now without an argument", () => {
    expect(passes("date_after", new Date(NOW + 1).toISOString())).toBe(true);
    expect(passes("date_after", new Date(NOW).toISOString())).toBe(false);
    expect(passes("date_before", "2025-06-15")).toBe(true);
    expect(passes("date_before", "2025-06-16")).toBe(false);
  });

  it("fail values that are not dates", () => {
    for (const value of ["soon", "2025-02-30", 20250101, true]) {
      expect(passes("date_after:2000-01-01", value)).toBe(false);
      expect(passes("date_before:2100-01-01", value)).toBe(false);
    }
  });

  it("say the date in the display style, or future and past", () => {
    expect(check("date_after:2025-03-09", "2025-01-01", { labels: { field: "start" } })).toBe("Start must be after 9 Mar 2025.");
    expect(check("date_after:2025-03-09", "2025-01-01", { labels: { field: "Beginn" }, lang: "de" })).toBe("Beginn muss nach dem 09.03.2025 liegen.");
    expect(check("date_after", "2025-01-01")).toBe("Field must be in the future.");
    expect(check("date_before", "2026-01-01")).toBe("Field must be in the past.");
  });
});

describe("date_after_or_equal / date_before_or_equal", () => {
  it("include the bound", () => {
    expect(passes("date_after_or_equal:2025-01-01", "2025-01-01")).toBe(true);
    expect(passes("date_after_or_equal:2025-01-01", "2024-12-31")).toBe(false);
    expect(passes("date_before_or_equal:2025-01-01", "2025-01-01")).toBe(true);
    expect(passes("date_before_or_equal:2025-01-01", "2025-01-01T00:00:01Z")).toBe(false);
  });

  it("compare with now without an argument", () => {
    expect(passes("date_after_or_equal", new Date(NOW).toISOString())).toBe(true);
    expect(check("date_after_or_equal", "2025-06-14")).toBe("Field must not be in the past.");
    expect(check("date_before_or_equal", "2025-06-16")).toBe("Field must not be in the future.");
  });
});

describe("date_between", () => {
  it("passes dates between the arguments, both included, in either order", () => {
    for (const value of ["2025-01-01", "2025-06-30", "2025-12-31"]) expect(passes("date_between:2025-12-31,2025-01-01", value)).toBe(true);
    for (const value of ["2024-12-31", "2026-01-01", "x"]) expect(passes("date_between:2025-01-01,2025-12-31", value)).toBe(false);
    expect(check("date_between:2025-12-31,2025-01-01", "2026-01-01")).toBe("Field must be between 1 Jan 2025 and 31 Dec 2025.");
  });
});

describe("date_format", () => {
  it("checks the format's tokens and that the day exists", () => {
    expect(passes("date_format:DD.MM.YYYY", "09.03.2025")).toBe(true);
    expect(passes("date_format:DD.MM.YYYY", "9.3.2025")).toBe(false);
    expect(passes("date_format:D.M.YYYY", "9.3.2025")).toBe(true);
    expect(passes("date_format:D.M.YYYY", "09.03.2025")).toBe(true);
    expect(passes("date_format:DD.MM.YYYY", "31.04.2025")).toBe(false);
    expect(passes("date_format:DD.MM.YYYY", "29.02.2024")).toBe(true);
    expect(passes("date_format:DD.MM.YYYY", "29.02.2025")).toBe(false);
    expect(passes("date_format:MM/DD/YY", "02/29/24")).toBe(true);
    expect(passes("date_format:MM/DD/YY", "02/29/25")).toBe(false);
    expect(passes("date_format:YYYY-MM-DD", "2025-03-09x")).toBe(false);
    expect(passes("date_format:DD.MM.YYYY", "09-03-2025")).toBe(false);
  });

  it("without a format, takes any ISO date", () => {
    expect(passes("date_format", "2025-03-09")).toBe(true);
    expect(passes("date_format", "09.03.2025")).toBe(false);
    expect(check("date_format", 5, { labels: { field: "date" } })).toBe("Date is not a valid date.");
  });

  it("names the format with the reader's letters", () => {
    expect(check("date_format:DD.MM.YYYY", "x")).toBe("Field is not a valid date. Please use the format DD.MM.YYYY.");
    expect(check("date_format:DD.MM.YYYY", "x", { lang: "de" })).toBe("Field ist kein gültiges Datum. Bitte verwende das Format TT.MM.JJJJ.");
  });

  it("compiles only formats of tokens and separators", () => {
    expect(compileDateFormat("YYYY")).toBeTypeOf("function");
    expect(compileDateFormat("MM/DD")!("02/29")).toBe(true);
    for (const format of ["", "...", "YYYYY", "DD.MM.YYYY hh", "DD1MM", "YYYY-YY"]) expect(compileDateFormat(format), format).toBeUndefined();
  });
});
