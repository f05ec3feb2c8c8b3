import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes ISO dates the US way, whatever the time zone", () => {
    expect(formatDate("2026-11-05")).toBe("November 5, 2026");
    expect(formatDate("2026-01-01T00:00:00.000Z")).toBe("January 1, 2026");
  });
});
