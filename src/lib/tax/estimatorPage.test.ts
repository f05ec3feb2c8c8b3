import { describe, expect, it } from "vitest";
import { installmentKey, PLANNING_SERVICE_KEY } from "./estimatedPayments";
import { estimatorPage, FEDERAL_SOURCED, NEW_YORK_SOURCED, type EstimatorPageData } from "./estimatorPage";
import type { TaxYearFigures } from "./figures";
import { newYorkInstallmentKey } from "./newYork/installments";
import type { NewYorkFigures } from "./newYork/figures";

/** A source of our own. */
const source = (title: string) => ({ title, url: `https://example.com/${title}` });

/** A tax year of our own, whose groups of figures name only their sources (the shaping reads nothing else). */
const taxYear = (sources: Partial<Record<keyof (TaxYearFigures & NewYorkFigures), ReturnType<typeof source>[]>>) => {
  const groups = [...FEDERAL_SOURCED, ...Object.keys(NEW_YORK_SOURCED)];
  return {
    year: 2041,
    reviewed: "2041-10-01",
    ...Object.fromEntries(groups.map((group) => [group, { sources: sources[group as keyof typeof sources] ?? [] }])),
  } as unknown as TaxYearFigures & NewYorkFigures & { reviewed: string };
};

const installments = (year: number, key = installmentKey, place = "") =>
  (["first", "second", "third", "fourth"] as const).map((which, index) => ({
    id: key(year, which),
    date: `${year}-0${index + 4}-15`,
    title: `${which}${place} of ${year}`,
  }));
const newYorkInstallments = (year: number) => installments(year, newYorkInstallmentKey, " in New York");

const data = (changes: Partial<EstimatorPageData> = {}): EstimatorPageData => ({
  allTaxYears: {
    nodes: [
      taxYear({
        brackets: [source("A")],
        standardDeduction: [source("B"), source("A")],
        estimatedTax: [source("C")],
        newYorkState: [source("NY1"), source("NY2")],
        newYorkCity: [source("NY2"), source("NYC")],
      }),
    ],
  },
  deadlinesYaml: { deadlines: [...installments(2041), ...installments(2042), ...newYorkInstallments(2042)] },
  servicesYaml: { services: [{ id: "bookkeeping" }, { id: PLANNING_SERVICE_KEY }] },
  pricingYaml: {
    sections: [
      { plans: [{ title: "Basic", price: "$1", estimateFit: "self-employment", cta: { link: "/contact" } }] },
      { plans: [{ title: "Other", price: "$2", estimateFit: null, cta: { link: "/contact" } }] },
    ],
  },
  ...changes,
});

describe("the tax estimate page's data", () => {
  it("lists each source once, in the order of the groups of figures that name them, New York's apart", () => {
    const page = estimatorPage(data());
    expect(page.sources.map((entry) => entry.title)).toEqual(["A", "B", "C"]);
    expect(page.newYorkSources.map((entry) => entry.title)).toEqual(["NY1", "NY2", "NYC"]);
  });

  it("takes the newest tax year, without the day it was reviewed in its figures", () => {
    const page = estimatorPage(data());
    expect(page.figures.year).toBe(2041);
    expect(page.reviewed).toBe("2041-10-01");
    expect(page.figures).not.toHaveProperty("reviewed");
  });

  it("keeps the plans the estimate may name, those with an estimateFit", () => {
    expect(estimatorPage(data()).plans.map((plan) => plan.title)).toEqual(["Basic"]);
  });

  it("plans next year's four installments, federal and New York's, and names this year's last one and the service, by key", () => {
    const { payments } = estimatorPage(data());
    expect(payments.installments.map((installment) => installment.title)).toEqual([
      "first of 2042",
      "second of 2042",
      "third of 2042",
      "fourth of 2042",
    ]);
    expect(payments.newYorkInstallments.map((installment) => installment.title)).toEqual([
      "first in New York of 2042",
      "second in New York of 2042",
      "third in New York of 2042",
      "fourth in New York of 2042",
    ]);
    expect(payments.lastInstallment.title).toBe("fourth of 2041");
    expect(payments.planning.id).toBe(PLANNING_SERVICE_KEY);
  });

  it("stops the build, naming the key, when the service or a due date is missing", () => {
    expect(() => estimatorPage(data({ servicesYaml: { services: [{ id: "bookkeeping" }] } }))).toThrow(`"${PLANNING_SERVICE_KEY}"`);
    expect(() => estimatorPage(data({ deadlinesYaml: { deadlines: [...installments(2042), ...newYorkInstallments(2042)] } }))).toThrow(
      `"${installmentKey(2041, "fourth")}"`,
    );
    expect(() => estimatorPage(data({ deadlinesYaml: { deadlines: [...installments(2041), ...installments(2042)] } }))).toThrow(
      `"${newYorkInstallmentKey(2042, "first")}"`,
    );
  });
});
