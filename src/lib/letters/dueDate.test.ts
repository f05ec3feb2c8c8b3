import { describe, expect, it } from "vitest";
import { dueDate, dueStatus, reminderDate, type DueRule } from "./dueDate";

const days = (count: number, nextBusinessDay = false): DueRule => ({ kind: "daysAfterLetter", days: count, nextBusinessDay });

describe("dueDate", () => {
  it("counts calendar days from the letter's date, across a month's end", () => {
    expect(dueDate("2026-01-30", days(30))).toBe("2026-03-01");
    expect(dueDate("2026-12-15", days(30))).toBe("2027-01-14");
  });

  it("counts February 29 in a leap year, and not in another", () => {
    expect(dueDate("2028-02-01", days(30))).toBe("2028-03-02");
    expect(dueDate("2027-02-01", days(30))).toBe("2027-03-03");
    expect(dueDate("2028-02-29", days(60))).toBe("2028-04-29");
  });

  it("leaves a last day on a weekend where the rule does not move it", () => {
    // 2026-11-28 is a Saturday.
    expect(dueDate("2026-10-29", days(30))).toBe("2026-11-28");
  });

  it("moves a last day on a weekend or a legal holiday to the next business day where the law moves it (IRC 7503)", () => {
    expect(dueDate("2026-10-29", days(30, true))).toBe("2026-11-30");
    // 2027-01-18 is Martin Luther King Jr. Day, a Monday: 2027-01-16 (Saturday) moves to Tuesday the 19th.
    expect(dueDate("2026-10-18", days(90, true))).toBe("2027-01-19");
  });

  it("works out the printed date where the sender says how it sets it, and gives none where it does not", () => {
    expect(dueDate("2026-11-02", { kind: "printedOnLetter", days: 30, nextBusinessDay: false })).toBe("2026-12-02");
    expect(dueDate("2026-11-02", { kind: "printedOnLetter", nextBusinessDay: false })).toBeNull();
    expect(dueDate("2026-11-02", { kind: "noFixedDate" })).toBeNull();
  });
});

describe("dueStatus", () => {
  it("counts the days left, 0 on the day itself, and the days since it passed", () => {
    expect(dueStatus("2026-12-02", "2026-11-28")).toEqual({ state: "ahead", daysLeft: 4 });
    expect(dueStatus("2026-11-28", "2026-11-28")).toEqual({ state: "ahead", daysLeft: 0 });
    expect(dueStatus("2026-11-20", "2026-11-28")).toEqual({ state: "passed", daysAgo: 8 });
  });
});

describe("reminderDate", () => {
  it("is some days before the due date, never before the day it is counted from", () => {
    expect(reminderDate("2026-11-01", "2026-12-01", 7)).toBe("2026-11-24");
    expect(reminderDate("2026-11-28", "2026-12-01", 7)).toBe("2026-11-28");
  });
});
