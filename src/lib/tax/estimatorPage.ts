/*
 * The tax estimate page's data as its view takes it, shaped from the page's query (src/pages/tax-estimator.tsx): the
 * newest tax year's figures, federal and New York's, the official sources each names, the plans the estimate may name, and next year's
 * payment plan (its dates and the service it offers, from the content by key). The build stops, naming the key, when
 * the content has no such entry.
 */
import type { Source } from "../content/types/common";
import { installmentsOf, lastInstallmentOf, PLANNING_SERVICE_KEY, type DueDate } from "./estimatedPayments";
import type { TaxYearFigures } from "./figures";
import { newYorkInstallmentsOf } from "./newYork/installments";
import type { NewYorkFigures } from "./newYork/figures";

/** The groups of federal figures that name their sources, in the order the page lists them. */
export const FEDERAL_SOURCED = [
  "brackets",
  "standardDeduction",
  "childTaxCredit",
  "earnedIncomeCredit",
  "scheduleOneA",
  "stateAndLocalTaxes",
  "charitableGifts",
  "qualifiedBusinessIncome",
  "selfEmploymentAndMedicare",
  "alternativeMinimumTax",
  "estimatedTax",
] as const;

/**
 * New York's groups of figures, each naming its sources, in the order of Form IT-201's lines that use them: every
 * group of the content type, so that one added to it is a type error until it is placed here.
 */
export const NEW_YORK_SOURCED: Record<keyof NewYorkFigures, true> = {
  newYorkState: true,
  newYorkSupplementalTax: true,
  newYorkHouseholdCredit: true,
  newYorkCity: true,
  newYorkCityHouseholdCredit: true,
  empireStateChildCredit: true,
  newYorkEarnedIncomeCredit: true,
  newYorkCitySchoolTaxCredit: true,
  newYorkCityEarnedIncomeCredit: true,
  newYorkEstimatedTax: true,
};

export interface EstimatePlan {
  title: string;
  price: string;
  estimateFit?: string | null;
  cta: { link: string };
}

/** What the page's query gives: the newest tax year (first), and the content of the page's language. */
export interface EstimatorPageData {
  allTaxYears: { nodes: readonly (TaxYearFigures & NewYorkFigures & { reviewed: string })[] };
  deadlinesYaml: { deadlines: readonly DueDate[] } | null;
  servicesYaml: { services: readonly { id: string }[] } | null;
  pricingYaml: { sections: readonly { plans: readonly EstimatePlan[] }[] } | null;
}

export interface EstimatorPage {
  /** The newest tax year's figures, federal and New York's. */
  figures: TaxYearFigures & NewYorkFigures;
  /** The day the figures were last checked against their sources. */
  reviewed: string;
  /** The official documents the figures were read in, each once: the federal ones, and New York's, shown with its estimate. */
  sources: Source[];
  newYorkSources: Source[];
  /** The plans the estimate may name (those of the pricing content with an `estimateFit`). */
  plans: EstimatePlan[];
  /** Next year's four installments (federal and New York's), this year's last one, and the service the plan offers. */
  payments: { installments: DueDate[]; newYorkInstallments: DueDate[]; lastInstallment: DueDate; planning: { id: string } };
}

/** The newest tax year of the query: next year's file takes over the page when it is added. */
export const newestTaxYear = (data: Pick<EstimatorPageData, "allTaxYears">) => data.allTaxYears.nodes[0];

/** Each source once, though several groups of figures name it. */
const eachOnce = (sources: readonly Source[]): Source[] => [...new Map(sources.map((source) => [source.title, source])).values()];

export function estimatorPage(data: EstimatorPageData): EstimatorPage {
  const { reviewed, ...figures } = newestTaxYear(data);
  const planning = data.servicesYaml?.services.find((service) => service.id === PLANNING_SERVICE_KEY);
  if (!planning)
    throw new Error(`content/services/services.yaml has no service with the key "${PLANNING_SERVICE_KEY}", which the tax estimate offers.`);
  const deadlines = data.deadlinesYaml?.deadlines ?? [];
  return {
    figures,
    reviewed,
    sources: eachOnce(FEDERAL_SOURCED.flatMap((group) => figures[group].sources)),
    newYorkSources: eachOnce((Object.keys(NEW_YORK_SOURCED) as (keyof NewYorkFigures)[]).flatMap((group) => figures[group].sources)),
    plans: (data.pricingYaml?.sections ?? []).flatMap((section) => section.plans).filter((plan) => plan.estimateFit),
    payments: {
      installments: installmentsOf(deadlines, figures.year + 1),
      newYorkInstallments: newYorkInstallmentsOf(deadlines, figures.year + 1),
      lastInstallment: lastInstallmentOf(deadlines, figures.year),
      planning,
    },
  };
}
