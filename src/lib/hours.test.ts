import { describe, expect, it } from "vitest";
import { formatClock, formatOpeningTimes } from "./hours";
import { hours as en } from "../words/en/common/hours";
import { hours as es } from "../words/es/common/hours";

const hoursWords = { en, es };

describe("formatClock", () => {
  it("turns 24-hour times into 12-hour times", () => {
    expect(formatClock("09:00", en)).toBe("9:00 AM");
    expect(formatClock("18:00", en)).toBe("6:00 PM");
    expect(formatClock("12:30", en)).toBe("12:30 PM");
    expect(formatClock("00:15", en)).toBe("12:15 AM");
    expect(formatClock("9:05", en)).toBe("9:05 AM");
  });

  it("writes them the Spanish way in Spanish", () => {
    expect(formatClock("09:00", es)).toBe("9:00 a.m.");
    expect(formatClock("18:00", es)).toBe("6:00 p.m.");
    expect(formatClock("12:30", es)).toBe("12:30 p.m.");
    expect(formatClock("00:15", es)).toBe("12:15 a.m.");
  });

  it("refuses what is not a time of day", () => {
    expect(() => formatClock("9am", en)).toThrow(/HH:MM/);
    expect(() => formatClock("25:00", en)).toThrow(/valid time/);
    expect(() => formatClock("10:60", es)).toThrow(/valid time/);
  });
});

describe("formatOpeningTimes", () => {
  it("shows the range the spec gives for weekdays and Saturday", () => {
    expect(formatOpeningTimes({ label: "Monday-Friday", opens: "09:00", closes: "18:00" }, en)).toBe("9:00 AM-6:00 PM");
    expect(formatOpeningTimes({ label: "Saturday", opens: "10:00", closes: "15:00", note: "tax season only" }, en)).toBe(
      "10:00 AM-3:00 PM (tax season only)",
    );
  });

  it("shows Closed for a closed day or one without times", () => {
    expect(formatOpeningTimes({ label: "Sunday", closed: true }, en)).toBe("Closed");
    expect(formatOpeningTimes({ label: "Sunday", opens: "09:00" }, en)).toBe("Closed");
  });

  it("shows the range, its note and Cerrado in Spanish", () => {
    expect(formatOpeningTimes({ label: "Lunes a viernes", opens: "09:00", closes: "18:00" }, es)).toBe("9:00 a.m. a 6:00 p.m.");
    expect(formatOpeningTimes({ label: "Sábado", opens: "10:00", closes: "15:00", note: "solo en temporada de impuestos" }, es)).toBe(
      "10:00 a.m. a 3:00 p.m. (solo en temporada de impuestos)",
    );
    expect(formatOpeningTimes({ label: "Domingo", closed: true }, es)).toBe("Cerrado");
  });
});

describe("formatClock without Intl", () => {
  it("writes every minute of a day as Intl does in both languages (plain spaces)", () => {
    for (const [language, locale] of [
      ["en", "en-US"],
      ["es", "es-US"],
    ] as const) {
      const intl = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "UTC" });
      for (let minute = 0; minute < 24 * 60; minute++) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
        const expected = intl.format(new Date(Date.UTC(2000, 0, 1, 0, minute))).replace(/\s/g, " ");
        expect(formatClock(time, hoursWords[language])).toBe(expected);
      }
    }
  });
});
