import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  holidayOn,
  isBusinessDay,
  legalHolidays,
  nextBusinessDay,
  nonBusinessReason,
  weekdayOf,
} from "./businessDays";

describe("nextBusinessDay: where the IRS moves a deadline", () => {
  it.each([
    // W-2s for 2026: January 31, 2027 is a Sunday (General Instructions for Forms W-2 and W-3, 2026).
    ["2027-01-31", "2027-02-01"],
    // Form 941 for the third quarter of 2026: October 31, 2026 is a Saturday (IRS tax calendar, November 2026).
    ["2026-10-31", "2026-11-02"],
    // Partnership and S corporation returns for 2025: March 15, 2026 is a Sunday.
    ["2026-03-15", "2026-03-16"],
    // W-2s for 2020: January 31, 2021 was a Sunday.
    ["2021-01-31", "2021-02-01"],
  ])("moves %s, a weekend day, to %s", (due, moved) => {
    expect(nextBusinessDay(due)).toBe(moved);
  });

  it.each([
    // Emancipation Day (April 16) on a Saturday is observed on Friday the 15th: returns were due Monday the 18th.
    ["2016-04-15", "2016-04-18"],
    ["2022-04-15", "2022-04-18"],
    // April 15 on a Saturday and Emancipation Day on a Sunday, observed on Monday the 17th: due Tuesday the 18th.
    ["2017-04-15", "2017-04-18"],
    // April 15 on a Sunday and Emancipation Day on Monday the 16th: due Tuesday the 17th.
    ["2018-04-15", "2018-04-17"],
  ])("moves %s past DC Emancipation Day to %s", (due, moved) => {
    expect(nextBusinessDay(due)).toBe(moved);
  });

  it.each(["2026-04-15", "2026-09-15", "2027-01-15", "2027-03-15", "2027-04-15", "2027-10-15", "2019-04-15"])(
    "leaves %s, a business day, where it is",
    (due) => {
      expect(isBusinessDay(due)).toBe(true);
      expect(nextBusinessDay(due)).toBe(due);
    },
  );

  it("skips a holiday that follows a weekend", () => {
    // Saturday, January 16, 2027; Martin Luther King Jr. Day is Monday the 18th.
    expect(nextBusinessDay("2027-01-16")).toBe("2027-01-19");
  });
});

describe("legalHolidays", () => {
  it("lists the holidays of 2027 as observed, in order", () => {
    expect(legalHolidays(2027)).toEqual([
      { date: "2027-01-01", name: "New Year's Day" },
      { date: "2027-01-18", name: "Martin Luther King Jr. Day" },
      { date: "2027-02-15", name: "Washington's Birthday" },
      { date: "2027-04-16", name: "DC Emancipation Day" },
      { date: "2027-05-31", name: "Memorial Day" },
      { date: "2027-06-18", name: "Juneteenth" },
      { date: "2027-07-05", name: "Independence Day" },
      { date: "2027-09-06", name: "Labor Day" },
      { date: "2027-10-11", name: "Columbus Day" },
      { date: "2027-11-11", name: "Veterans Day" },
      { date: "2027-11-25", name: "Thanksgiving Day" },
      { date: "2027-12-24", name: "Christmas Day" },
      // January 1, 2028 is a Saturday.
      { date: "2027-12-31", name: "New Year's Day" },
    ]);
  });

  it("keeps Inauguration Day in the years it falls, moved to the Monday from a Sunday", () => {
    expect(holidayOn("2025-01-20")?.name).toBe("Martin Luther King Jr. Day");
    expect(legalHolidays(2025).filter((holiday) => holiday.name === "Inauguration Day")).toEqual([{ date: "2025-01-20", name: "Inauguration Day" }]);
    expect(holidayOn("2013-01-21")).toBeDefined();
    expect(legalHolidays(2027).some((holiday) => holiday.name === "Inauguration Day")).toBe(false);
  });
});

describe("nonBusinessReason", () => {
  it("names the weekend day or the holiday", () => {
    expect(nonBusinessReason("2027-01-31")).toBe("Sunday");
    expect(nonBusinessReason("2026-10-31")).toBe("Saturday");
    expect(nonBusinessReason("2022-04-15")).toBe("DC Emancipation Day");
    expect(nonBusinessReason("2026-11-26")).toBe("Thanksgiving Day");
    expect(nonBusinessReason("2027-02-01")).toBeUndefined();
  });
});

describe("calendar arithmetic", () => {
  it("counts days across months, years and leap days", () => {
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2026-11-23", "2027-01-15")).toBe(53);
    expect(daysBetween("2027-01-15", "2026-11-23")).toBe(-53);
    expect(weekdayOf("2027-02-01")).toBe(1);
  });
});

describe("addMonths: whole months on calendar dates", () => {
  it.each([
    ["2026-12-10", 12, "2027-12-10"],
    ["2026-12-10", -3, "2026-09-10"],
    ["2027-02-20", -3, "2026-11-20"],
    ["2026-11-15", 3, "2027-02-15"],
    ["2026-10-31", 2, "2026-12-31"],
    ["2026-01-31", 0, "2026-01-31"],
    ["2027-01-05", -1, "2026-12-05"],
    ["2027-01-05", -13, "2025-12-05"],
    ["2026-12-31", 1, "2027-01-31"],
    ["2026-12-31", 25, "2029-01-31"],
  ])("%s moved by %i months is %s, across the end of a year either way", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ["2026-11-30", 3, "2027-02-28"],
    ["2027-05-31", -3, "2027-02-28"],
    ["2027-11-30", 3, "2028-02-29"],
    ["2028-02-29", 12, "2029-02-28"],
    ["2028-02-29", -12, "2027-02-28"],
    ["2028-02-29", 48, "2032-02-29"],
    ["2027-01-31", 1, "2027-02-28"],
    ["2026-08-31", 1, "2026-09-30"],
    ["2100-01-29", 1, "2100-02-28"],
    ["2000-01-29", 1, "2000-02-29"],
  ])("%s moved by %i months is %s: a day the month lacks becomes its last", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});
