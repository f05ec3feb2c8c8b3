import { describe, expect, it } from "vitest";
import { yearsInOperation } from "./years";

describe("yearsInOperation", () => {
  it("is the current year minus the founding year", () => {
    expect(yearsInOperation(2015, new Date(2026, 10, 22))).toBe(11);
    expect(yearsInOperation(2015, new Date(2027, 0, 1))).toBe(12);
  });

  it("is never negative", () => {
    expect(yearsInOperation(2030, new Date(2026, 0, 1))).toBe(0);
  });
});
