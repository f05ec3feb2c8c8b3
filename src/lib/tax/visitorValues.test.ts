import { describe, expect, it } from "vitest";
import { EMPTY_VALUES, readAmount, readCount, readValues, restoreValues, type EstimatorValues } from "./visitorValues";

const typed = (changes: Partial<EstimatorValues>): EstimatorValues => ({ ...EMPTY_VALUES, ...changes });

describe("reading what the visitor typed", () => {
  it("reads amounts as people write them, in whole dollars", () => {
    expect(readAmount("")).toBe(0);
    expect(readAmount("52000")).toBe(52_000);
    expect(readAmount(" $52,000.40 ")).toBe(52_000);
    expect(readAmount("1,234.50")).toBe(1_235);
    expect(readAmount("-500")).toBe("notAnAmount");
    expect(readAmount("12k")).toBe("notAnAmount");
    expect(readAmount("1.234")).toBe("notAnAmount");
    expect(readAmount("100000000")).toBe("tooLarge");
  });

  it("reads numbers of people as whole numbers up to 20", () => {
    expect(readCount("")).toBe(0);
    expect(readCount("3")).toBe(3);
    expect(readCount("2.5")).toBe("notACount");
    expect(readCount("21")).toBe("notACount");
  });

  it("makes the household of a single filer, leaving out the spouse's fields", () => {
    const { household } = readValues(typed({ filer: { ...EMPTY_VALUES.filer, wages: "60,000" }, spouse: { ...EMPTY_VALUES.spouse, wages: "9" } }));
    expect(household?.filer.wages).toBe(60_000);
    expect(household?.spouse).toBeUndefined();
  });

  it("counts only the spouse's age and blindness when married filing separately", () => {
    const spouse = { ...EMPTY_VALUES.spouse, age65OrOlder: true, wages: "30000" };
    const { household } = readValues(typed({ filingStatus: "marriedSeparately", spouse }));
    expect(household?.spouse).toMatchObject({ age65OrOlder: true, wages: 0 });
  });

  it("names each field it cannot read, and the amounts that cannot be", () => {
    const { problems } = readValues(
      typed({
        filer: { ...EMPTY_VALUES.filer, wages: "40000", qualifiedTips: "50000", overtimePremium: "abc" },
        interest: "-3",
        otherDependents: "1",
        otherDependentsQualifyingForEic: "2",
      }),
    );
    expect(problems).toEqual({
      "filer.qualifiedTips": "tipsAboveIncome",
      "filer.overtimePremium": "notAnAmount",
      interest: "notAnAmount",
      otherDependentsQualifyingForEic: "moreThanOtherDependents",
    });
  });

  it("puts back a kept draft field by field, and nothing it does not know", () => {
    const restored = restoreValues({ filingStatus: "headOfHousehold", interest: "120", filer: { wages: "5", blind: "yes" }, extra: 1 });
    expect(restored.filingStatus).toBe("headOfHousehold");
    expect(restored.interest).toBe("120");
    expect(restored.filer).toEqual({ ...EMPTY_VALUES.filer, wages: "5" });
    expect(restored).not.toHaveProperty("extra");
    expect(restoreValues("garbage")).toEqual(EMPTY_VALUES);
    expect(restoreValues({ filingStatus: "married" }).filingStatus).toBe("single");
  });

  it("reads the New York year only for a New York residence: elsewhere, its questions are not asked", () => {
    const newYork = { ...EMPTY_VALUES.newYork, childrenUnder4: "9", partYearResident: true, livedInYonkers: true, itemizesForNewYork: true };
    expect(readValues(typed({ newYork })).newYorkYear).toEqual({
      residence: "elsewhere",
      childrenUnder4: 0,
      partYearResident: false,
      livedInYonkers: false,
      itemizesForNewYork: false,
    });
    const inState = { ...newYork, residence: "newYorkState" as const, childrenUnder4: "1" };
    expect(readValues(typed({ childrenUnder17WithSsn: "2", newYork: inState })).newYorkYear).toEqual({
      residence: "newYorkState",
      childrenUnder4: 1,
      partYearResident: true,
      livedInYonkers: true,
      itemizesForNewYork: true,
    });
  });

  it("asks about Yonkers only outside New York City, and names a count of young children it cannot read", () => {
    const inCity = { ...EMPTY_VALUES.newYork, residence: "newYorkCity" as const, livedInYonkers: true };
    expect(readValues(typed({ newYork: inCity })).newYorkYear?.livedInYonkers).toBe(false);
    expect(readValues(typed({ newYork: { ...inCity, childrenUnder4: "two" } })).problems).toEqual({ "newYork.childrenUnder4": "notACount" });
    expect(readValues(typed({ childrenUnder17WithSsn: "1", newYork: { ...inCity, childrenUnder4: "2" } })).problems).toEqual({
      "newYork.childrenUnder4": "moreThanChildrenUnder17",
    });
  });

  it("puts back a kept residence, and elsewhere for one it does not know", () => {
    expect(restoreValues({ newYork: { residence: "newYorkCity", childrenUnder4: "1" } }).newYork).toEqual({
      ...EMPTY_VALUES.newYork,
      residence: "newYorkCity",
      childrenUnder4: "1",
    });
    expect(restoreValues({ newYork: { residence: "Yonkers" } }).newYork.residence).toBe("elsewhere");
    expect(restoreValues({}).newYork).toEqual(EMPTY_VALUES.newYork);
  });
});
