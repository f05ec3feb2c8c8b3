import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { estimate } from "./estimate";
import { estimateFitOf, fittingPlan, preparationLink } from "./fittingPlan";
import { formLines } from "./formLines";
import { readTaxYear } from "../../node/loadFigures";
import { EMPTY_VALUES, readValues, type EstimatorValues } from "./visitorValues";

const figures = readTaxYear(fileURLToPath(new URL("../../../content", import.meta.url)), 2026);

function figured(changes: Partial<EstimatorValues>) {
  const { household } = readValues({ ...EMPTY_VALUES, ...changes });
  return { household: household!, result: estimate(figures, household!) };
}
const fitOf = (changes: Partial<EstimatorValues>) => {
  const { household, result } = figured(changes);
  return estimateFitOf(household, result);
};
const wages = (amount: string) => ({ filer: { ...EMPTY_VALUES.filer, wages: amount } });

describe("the plan the estimate names", () => {
  it("tells apart wages only, itemized deductions or investments, and self-employment", () => {
    expect(fitOf(wages("50000"))).toBe("wages and the standard deduction");
    expect(fitOf({ ...wages("50000"), interest: "200" })).toBe("itemized deductions or investments");
    expect(fitOf({ ...wages("150000"), mortgageInterest: "25000", stateAndLocalTaxes: "12000" })).toBe("itemized deductions or investments");
    expect(fitOf({ filer: { ...EMPTY_VALUES.filer, selfEmploymentProfit: "30000" } })).toBe("self-employment");
  });

  it("finds the plan the pricing content gives that household, and none where it gives none", () => {
    const plans = [{ id: "a" }, { id: "b", estimateFit: "self-employment" }];
    expect(fittingPlan(plans, "self-employment")?.id).toBe("b");
    expect(fittingPlan(plans, "wages and the standard deduction")).toBeUndefined();
  });
});

describe("the estimate as Form 1040's lines", () => {
  it("lists the lines in the form's order, with the parts of a line only where they are not zero", () => {
    const { result } = figured({ filer: { ...EMPTY_VALUES.filer, wages: "60000", qualifiedTips: "5000" } });
    const rows = formLines(result);
    expect(rows.map((row) => row.line ?? row.key)).toEqual(
      ["1a", "2b", "3b", "8", "9", "10", "11a", "12e", "12f", "13a", "tips", "13b", "15", "16", "19", "23", "24a"].concat([
        "25d",
        "26",
        "27a",
        "28",
        "33",
        "37",
      ]),
    );
    expect(rows.find((row) => row.line === "12e")?.key).toBe("standardDeduction");
    expect(rows.find((row) => row.key === "tips")?.amount).toBe(5_000);
  });

  it("ends with the amount overpaid when the payments are more than the tax", () => {
    const { result } = figured({ ...wages("40000"), federalTaxWithheld: "9000" });
    expect(formLines(result).at(-1)).toEqual({ line: "34", key: "overpaid", amount: 9_000 - result.lines.totalTax });
  });
});

describe("where the estimate leads to be prepared", () => {
  it("follows the fitting plan's link, written as an address, and the contact page without a plan", () => {
    expect(preparationLink({ cta: { link: "/contact?plan=Día único" } })).toBe("/contact?plan=D%C3%ADa%20%C3%BAnico");
    expect(preparationLink(undefined)).toBe("/contact");
  });
});
