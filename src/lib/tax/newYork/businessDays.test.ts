/* New York's business days: weekends and the public holidays of General Construction Law section 24. */
import { describe, expect, it } from "vitest";
import { isNewYorkBusinessDay, newYorkNextBusinessDay, newYorkPublicHolidays } from "./businessDays";

describe("New York's business days", () => {
  it("a Saturday moves to the Monday, or the Tuesday when the Monday is Martin Luther King Jr. Day", () => {
    expect(newYorkNextBusinessDay("2027-05-15")).toBe("2027-05-17");
    expect(newYorkNextBusinessDay("2028-01-15")).toBe("2028-01-18");
  });

  it("New York's own holidays: Lincoln's Birthday and election day, which the IRS does not keep", () => {
    expect(isNewYorkBusinessDay("2027-02-12")).toBe(false);
    expect(newYorkNextBusinessDay("2027-02-12")).toBe("2027-02-16");
    expect(newYorkNextBusinessDay("2027-11-02")).toBe("2027-11-03");
  });

  it("DC Emancipation Day is not New York's: April 16, 2027, a Friday, is a business day", () => {
    expect(isNewYorkBusinessDay("2027-04-16")).toBe(true);
  });

  it("a holiday on a Sunday is kept on the Monday; Juneteenth 2027 on a Saturday is not moved", () => {
    expect(newYorkPublicHolidays(2027).find(({ name }) => name === "Independence Day")?.date).toBe("2027-07-05");
    expect(newYorkPublicHolidays(2027).find(({ name }) => name === "Juneteenth")?.date).toBe("2027-06-19");
    expect(isNewYorkBusinessDay("2027-06-18")).toBe(true);
  });

  it("a business day stays where it is", () => {
    expect(newYorkNextBusinessDay("2027-06-15")).toBe("2027-06-15");
  });
});
