import { describe, expect, it } from "vitest";
import { countdown } from "./countdown";
import { letterAnswer as en } from "../../words/en/letters/letterAnswer";
import { letterAnswer as es } from "../../words/es/letters/letterAnswer";

describe("countdown", () => {
  it("counts the days to the due date, across a month's end", () => {
    expect(countdown("2041-03-02", "2041-02-27", en)).toBe("Due in 3 days");
    expect(countdown("2041-03-01", "2041-02-28", en)).toBe("Due in 1 day");
    expect(countdown("2041-03-02", "2041-02-27", es)).toBe("Vence en 3 días");
    expect(countdown("2041-03-01", "2041-02-28", es)).toBe("Vence en 1 día");
  });

  it("says the date is today on the day itself", () => {
    expect(countdown("2041-03-02", "2041-03-02", en)).toBe("Due today");
    expect(countdown("2041-03-02", "2041-03-02", es)).toBe("Vence hoy");
  });

  it("says the date has passed, and how long ago", () => {
    expect(countdown("2041-03-02", "2041-03-03", en)).toBe("The date has passed: 1 day ago");
    expect(countdown("2041-03-02", "2041-03-12", en)).toBe("The date has passed: 10 days ago");
    expect(countdown("2041-03-02", "2041-03-12", es)).toBe("La fecha ya pasó: hace 10 días");
  });
});
