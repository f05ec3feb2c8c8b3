import { describe, expect, it } from "vitest";
import { formatClock, formatOpeningTimes } from "./hours";

describe("formatClock", () => {
  it("turns 24-hour times into 12-hour times", () => {
    expect(formatClock("09:00")).toBe("9:00 AM");
    expect(formatClock("18:00")).toBe("6:00 PM");
    expect(formatClock("12:30")).toBe("12:30 PM");
    expect(formatClock("00:15")).toBe("12:15 AM");
  });

  it("refuses what is not a time of day", () => {
    expect(() => formatClock("9am")).toThrow(/HH:MM/);
    expect(() => formatClock("25:00")).toThrow(/valid time/);
  });
});

describe("formatOpeningTimes", () => {
  it("shows the range the spec gives for weekdays and Saturday", () => {
    expect(formatOpeningTimes({ label: "Monday-Friday", opens: "09:00", closes: "18:00" })).toBe(
      "9:00 AM-6:00 PM",
    );
    expect(
      formatOpeningTimes({ label: "Saturday", opens: "10:00", closes: "15:00", note: "tax season only" }),
    ).toBe("10:00 AM-3:00 PM (tax season only)");
  });

  it("shows Closed for a closed day or one without times", () => {
    expect(formatOpeningTimes({ label: "Sunday", closed: true })).toBe("Closed");
    expect(formatOpeningTimes({ label: "Sunday", opens: "09:00" })).toBe("Closed");
  });
});
