import { describe, expect, it } from "vitest";
import { keepUntil, namedReturnProblem } from "./keepUntil";

// Fixtures of the test's own: the rules' years come from content/after-filing, whatever an editor sets them to.
describe("keepUntil", () => {
  it("counts the years from the year the return was filed", () => {
    expect(keepUntil({ taxYear: 2025, filedYear: 2026, years: 3 })).toBe(2029);
    expect(keepUntil({ taxYear: 2025, filedYear: 2026, years: 7 })).toBe(2033);
  });

  it("counts a late return from the year it was filed", () => {
    expect(keepUntil({ taxYear: 2022, filedYear: 2025, years: 3 })).toBe(2028);
  });

  it("counts a return filed before its due year from its due year", () => {
    expect(keepUntil({ taxYear: 2025, filedYear: 2025, years: 3 })).toBe(2029);
  });
});

describe("namedReturnProblem", () => {
  it("accepts a past tax year filed after it ended", () => {
    expect(namedReturnProblem(2025, 2026, 2026)).toBeUndefined();
    expect(namedReturnProblem(2026, 2027, 2026)).toBeUndefined();
  });

  it("names the year that cannot be", () => {
    expect(namedReturnProblem(2027, 2028, 2026)).toBe("taxYear");
    expect(namedReturnProblem(1800, 1801, 2026)).toBe("taxYear");
    expect(namedReturnProblem(2025.5, 2026, 2026)).toBe("taxYear");
    expect(namedReturnProblem(2025, 2025, 2026)).toBe("filedYear");
    expect(namedReturnProblem(2025, 2030, 2026)).toBe("filedYear");
  });
});
