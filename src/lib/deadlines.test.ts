import { describe, expect, it } from "vitest";
import {
  audienceName,
  calendarPath,
  deadlineId,
  deadlineSlug,
  dueInWords,
  eventPath,
  forAudience,
  localIsoDate,
  timeline,
  withEnglishTitles,
} from "./deadlines";

const entries = [
  { title: "W-2s", date: "2027-02-01", audience: "Employers" },
  { title: "Fourth payment", date: "2027-01-15", audience: "Individuals" },
  { title: "1099-NEC", date: "2027-02-01", audience: "Businesses" },
  { title: "Third quarter payroll", date: "2026-11-02", audience: "Employers" },
];
const titles = (list: readonly { title: string }[]) => list.map((entry) => entry.title);

describe("timeline: the visitor's date decides what is still to come", () => {
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

  it("has no next deadline once every one has passed", () => {
    const { coming, passed, next } = timeline(entries, "2027-12-31");
    expect(coming).toEqual([]);
    expect(passed).toHaveLength(4);
    expect(next).toBeUndefined();
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
    expect(dueInWords("2027-01-15", date)).toBe(english);
    expect(dueInWords("2027-01-15", date, "es")).toBe(spanish);
  });
});

describe("audienceName", () => {
  it("names an audience in each language, and leaves a value that is no audience of ours as it is", () => {
    expect(audienceName("Employers", "en")).toBe("Employers");
    expect(audienceName("Individuals", "es")).toBe("Personas");
    expect(audienceName("Businesses", "es")).toBe("Negocios");
    expect(audienceName("Farmers", "es")).toBe("Farmers");
  });
});

describe("forAudience", () => {
  it("keeps one audience's deadlines, or every one when none is chosen", () => {
    expect(titles(forAudience(entries, "Employers"))).toEqual(["W-2s", "Third quarter payroll"]);
    expect(forAudience(entries, undefined)).toHaveLength(4);
  });
});

describe("calendar addresses", () => {
  it("names the files of every deadline, of an audience and of one deadline", () => {
    expect(calendarPath()).toBe("/calendar/tax-deadlines.ics");
    expect(calendarPath("Employers")).toBe("/calendar/tax-deadlines-employers.ics");
    expect(deadlineSlug(2026, "W-2s to employees & the SSA")).toBe("2026-w-2s-to-employees-the-ssa");
    expect(eventPath(2026, "Fourth estimated tax payment")).toBe("/calendar/deadlines/2026-fourth-estimated-tax-payment.ics");
  });

  it("puts the Spanish files beside the English ones, under the same names", () => {
    expect(calendarPath(undefined, "es")).toBe("/calendar/es/tax-deadlines.ics");
    expect(calendarPath("Individuals", "es")).toBe("/calendar/es/tax-deadlines-individuals.ics");
    expect(eventPath(2026, "Fourth estimated tax payment", "es")).toBe("/calendar/es/deadlines/2026-fourth-estimated-tax-payment.ics");
  });
});

describe("a translated deadline's id", () => {
  const spanish = [{ title: "Cuarto pago de impuesto estimado" }, { title: "Declaración de nómina del primer trimestre" }];
  const english = [{ title: "Fourth estimated tax payment" }, { title: "Payroll return for the first quarter" }];

  it("is that of the English entry at its place, the same in every language", () => {
    const [fourth, payroll] = withEnglishTitles(spanish, english);
    expect(fourth).toEqual({ title: "Cuarto pago de impuesto estimado", englishTitle: "Fourth estimated tax payment" });
    expect(deadlineId(2026, payroll)).toBe("2026-payroll-return-for-the-first-quarter");
    expect(deadlineId(2026, english[1])).toBe(deadlineId(2026, payroll));
  });

  it("falls back on its own title where the English has no entry", () => {
    const [, alone] = withEnglishTitles(spanish, english.slice(0, 1));
    expect(deadlineId(2026, alone)).toBe("2026-declaracion-de-nomina-del-primer-trimestre");
  });
});
