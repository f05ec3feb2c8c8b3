import { describe, expect, it } from "vitest";
import { formatDollars, formatRate } from "./money";

describe("amounts and rates as the estimate shows them", () => {
  it("writes whole dollars with separators, as Intl does for en-US", () => {
    for (const amount of [0, 7, 999, 1000, 12_345, 1_234_567]) {
      expect(formatDollars(amount)).toBe(
        new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount),
      );
    }
    expect(formatDollars(-2500)).toBe("−$2,500");
  });

  it("writes rates to a tenth of a percent", () => {
    expect(formatRate(0.22)).toBe("22%");
    expect(formatRate(0.12345)).toBe("12.3%");
    expect(formatRate(0)).toBe("0%");
  });
});
