import { describe, expect, it } from "vitest";
import { yearsFigure, yearsInOperation } from "./years";

describe("yearsInOperation", () => {
  it("is the current year minus the founding year", () => {
    expect(yearsInOperation(2015, new Date(2026, 10, 22))).toBe(11);
    expect(yearsInOperation(2015, new Date(2027, 0, 1))).toBe(12);
  });

  it("is never negative", () => {
    expect(yearsInOperation(2030, new Date(2026, 0, 1))).toBe(0);
  });
});

describe("yearsFigure", () => {
  it("shows the years with a plus, as the spec asks", () => {
    expect(yearsFigure(11)).toBe("11+");
    expect(yearsFigure(0, "en")).toBe("0+");
  });

  it("writes the number in the page's language", () => {
    expect(yearsFigure(11, "es")).toBe("11+");
    expect(yearsFigure(1234, "en")).toBe("1,234+");
  });
});

describe("yearsFigure without Intl", () => {
  it("writes every figure under a thousand as Intl does, in both languages", () => {
    for (const [language, locale] of [
      ["en", "en-US"],
      ["es", "es-US"],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (let years = 0; years < 1000; years++) expect(yearsFigure(years, language)).toBe(`${intl.format(years)}+`);
    }
  });
});
