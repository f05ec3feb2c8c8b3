import { describe, expect, it } from "vitest";
import { formatDate, formatLongDate, isCalendarDate, toIsoDate } from "./dates";
import { dates as en } from "../words/en/common/dates";
import { dates as es } from "../words/es/common/dates";

const dateWords = { en, es };

describe("formatDate", () => {
  it("writes ISO dates the US way, whatever the time zone", () => {
    expect(formatDate("2026-11-05", en)).toBe("November 5, 2026");
    expect(formatDate("2026-01-01T00:00:00.000Z", en)).toBe("January 1, 2026");
  });

  it("writes them in Spanish on Spanish pages", () => {
    expect(formatDate("2027-04-15", es)).toBe("15 de abril de 2027");
  });
});

describe("formatLongDate", () => {
  it("names the day of the week too", () => {
    expect(formatLongDate("2027-02-01", en)).toBe("Monday, February 1, 2027");
    expect(formatLongDate("2026-11-02T00:00:00.000Z", en)).toBe("Monday, November 2, 2026");
    expect(formatLongDate("", en)).toBe("");
    expect(formatLongDate("2027-02-01", es)).toBe("lunes, 1 de febrero de 2027");
  });
});

describe("toIsoDate", () => {
  it("reads dates given as text or as Date objects", () => {
    expect(toIsoDate("2026-11-20")).toBe("2026-11-20");
    expect(toIsoDate(new Date("2026-11-20T00:00:00Z"))).toBe("2026-11-20");
    expect(toIsoDate(undefined)).toBe("");
    expect(toIsoDate(new Date("nonsense"))).toBe("");
  });
});

describe("dates without Intl", () => {
  it("writes every day of two years as Intl does, in both languages, with and without the weekday", () => {
    const plain = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const;
    for (const [language, locale] of [
      ["en", "en-US"],
      ["es", "es-US"],
    ] as const) {
      const date = new Intl.DateTimeFormat(locale, plain);
      const long = new Intl.DateTimeFormat(locale, { ...plain, weekday: "long" });
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        expect(formatDate(iso, dateWords[language])).toBe(date.format(day));
        expect(formatLongDate(iso, dateWords[language])).toBe(long.format(day));
      }
    }
  });
});

describe("isCalendarDate", () => {
  it("accepts a day of the calendar, leap days where they are", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("2026-1-05")).toBe(false);
  });
});
