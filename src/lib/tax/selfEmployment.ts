/* Self-employment tax (Schedule SE) and the Additional Medicare Tax (Form 8959). */
import { dollars, type FilingStatus, type TaxYearFigures } from "./figures";
import type { Person } from "./inputs";

type Figures = TaxYearFigures["selfEmploymentAndMedicare"];

/** One person's net earnings from self-employment, and the tax on them: Social Security up to the wage base less wages, Medicare on all. */
export function selfEmploymentTax(figures: Figures, person: Person): { netEarnings: number; tax: number } {
  const netEarnings = person.selfEmploymentProfit * figures.netEarningsShare;
  if (netEarnings < figures.minimumNetEarnings) return { netEarnings: 0, tax: 0 };
  const socialSecurityBase = Math.max(0, Math.min(netEarnings, figures.socialSecurityWageBase - person.wages));
  return { netEarnings, tax: socialSecurityBase * figures.socialSecurityRate + netEarnings * figures.medicareRate };
}

/**
 * Form 8959: 0.9% of Medicare wages over the threshold, and of self-employment earnings over what of the threshold
 * the wages leave. Box 5 wages are taken to be the box 1 wages given.
 */
export function additionalMedicareTax(figures: Figures, status: FilingStatus, wages: number, netEarnings: number): number {
  const threshold = figures.additionalMedicareThreshold[status];
  const onWages = Math.max(0, wages - threshold);
  const onEarnings = Math.max(0, netEarnings - Math.max(0, threshold - wages));
  return dollars((onWages + onEarnings) * figures.additionalMedicareRate);
}
