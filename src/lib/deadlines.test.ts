import { describe, expect, it } from "vitest";
import { audienceName, calendarPath, dueInWords, eventPath, forAudience, localIsoDate, timeline } from "./deadlines";
import { deadlineNames as en } from "../words/en/deadlines/deadlineNames";
import { deadlineNames as es } from "../words/es/deadlines/deadlineNames";

const entries = [
  { title: "W-2s", date: "2027-02-01", audience: "Employers" },
  { title: "Fourth payment", date: "2027-01-15", audience: "Individuals" },
  { title: "1099-NEC", date: "2027-02-01", audience: "Businesses" },
  { title: "Third quarter payroll", date: "2026-11-02", audience: "Employers" },
];
const titles = (list: readonly { title: string }[]) => list.map((entry) => entry.title);

describe("timeline: the visitor's date decides what is listed", () => {
  it("puts the deadlines in date order, those of one day in the order written, and finds the next one", () => {
    const { coming, passed, next } = timeline(entries, "2026-11-23");
    expect(titles(passed)).toEqual(["Third quarter payroll"]);
    expect(titles(coming)).toEqual(["Fourth payment", "W-2s", "1099-NEC"]);
    expect(next).toBe("2027-01-15");
  });

  it("keeps a deadline due today as the next one, and counts it passed from the day after", () => {
    expect(timeline(entries, "2027-01-15").next).toBe("2027-01-15");
    const after = timeline(entries, "2027-01-16");
    expect(after.next).toBe("2027-02-01");
    expect(titles(after.passed)).toEqual(["Third quarter payroll", "Fourth payment"]);
  });

  const years = [
    { title: "Too early", date: "2026-08-31" },
    { title: "First passed", date: "2026-09-01" },
    { title: "Last passed", date: "2026-11-30" },
    { title: "Today", date: "2026-12-01" },
    { title: "Next year", date: "2027-06-15" },
    { title: "Last coming", date: "2027-12-01" },
    { title: "Too late", date: "2027-12-02" },
  ];

  it("lists the deadlines from today to twelve months after it, both days included, whatever their tax year", () => {
    const { coming, next } = timeline(years, "2026-12-01");
    expect(titles(coming)).toEqual(["Today", "Next year", "Last coming"]);
    expect(next).toBe("2026-12-01");
  });

  it("sets apart as passed only those of the three months before today", () => {
    expect(titles(timeline(years, "2026-12-01").passed)).toEqual(["First passed", "Last passed"]);
  });

  it("counts the months on the calendar at the end of a month and on February 29", () => {
    const ends = [
      { title: "November 29", date: "2027-11-29" },
      { title: "November 30", date: "2027-11-30" },
      { title: "March 1, 2029", date: "2029-03-01" },
      { title: "February 28, 2029", date: "2029-02-28" },
    ];
    // Three months before February 29, 2028 is November 29, 2027, the passed ones' first day.
    expect(titles(timeline(ends, "2028-02-29").passed)).toEqual(["November 29", "November 30"]);
    // Twelve months after it is February 28, 2029, the last day listed.
    expect(titles(timeline(ends, "2028-02-29").coming)).toEqual(["February 28, 2029"]);
  });

  it("has no next deadline once none falls in the next twelve months, and no passed one three months after the last", () => {
    const later = timeline(entries, "2027-03-01");
    expect(later.coming).toEqual([]);
    expect(later.next).toBeUndefined();
    expect(titles(later.passed)).toEqual(["Fourth payment", "W-2s", "1099-NEC"]);
    expect(timeline(entries, "2027-05-02")).toEqual({ coming: [], passed: [], next: undefined });
    expect(timeline(entries, "2025-11-01").coming).toEqual([]);
  });
});

describe("localIsoDate", () => {
  it("is the date on the visitor's own calendar, not in UTC", () => {
    // 11 p.m. on January 14 in the visitor's time zone, whatever it is.
    expect(localIsoDate(new Date(2027, 0, 14, 23, 0))).toBe("2027-01-14");
    expect(localIsoDate(new Date(2027, 0, 15, 0, 30))).toBe("2027-01-15");
  });
});

describe("dueInWords: when a date is due, from today, as a whole phrase", () => {
  it.each([
    ["2027-01-15", "Due today", "Vence hoy"],
    ["2027-01-16", "Due tomorrow", "Vence mañana"],
    ["2027-02-01", "Due in 17 days", "Vence en 17 días"],
    ["2027-03-09", "Due in 53 days", "Vence en 53 días"],
    ["2027-01-14", "Due yesterday", "Venció ayer"],
    ["2027-01-12", "Due 3 days ago", "Venció hace 3 días"],
  ])("from January 15, 2027, %s is “%s”, in Spanish “%s”", (date, english, spanish) => {
    expect(dueInWords("2027-01-15", date, en)).toBe(english);
    expect(dueInWords("2027-01-15", date, es)).toBe(spanish);
  });
});

describe("audienceName", () => {
  it("names an audience in each language, and leaves a value that is no audience of ours as it is", () => {
    expect(audienceName("Employers", en)).toBe("Employers");
    expect(audienceName("Individuals", es)).toBe("Personas");
    expect(audienceName("Businesses", es)).toBe("Negocios");
    expect(audienceName("Farmers", es)).toBe("Farmers");
  });
});

describe("forAudience", () => {
  it("keeps one audience's deadlines, or every one when none is chosen", () => {
    expect(titles(forAudience(entries, "Employers"))).toEqual(["W-2s", "Third quarter payroll"]);
    expect(forAudience(entries, undefined)).toHaveLength(4);
  });
});

describe("calendar addresses", () => {
  it("names the files of every deadline, of an audience and of one deadline, by its id", () => {
    expect(calendarPath()).toBe("/calendar/tax-deadlines.ics");
    expect(calendarPath("Employers")).toBe("/calendar/tax-deadlines-employers.ics");
    expect(eventPath("2026-fourth-estimated-tax-payment")).toBe("/calendar/deadlines/2026-fourth-estimated-tax-payment.ics");
  });

  it("puts the Spanish files beside the English ones, under the same names", () => {
    expect(calendarPath(undefined, "es")).toBe("/calendar/es/tax-deadlines.ics");
    expect(calendarPath("Individuals", "es")).toBe("/calendar/es/tax-deadlines-individuals.ics");
    expect(eventPath("2026-fourth-estimated-tax-payment", "es")).toBe("/calendar/es/deadlines/2026-fourth-estimated-tax-payment.ics");
  });
});
