/* Self-employment tax (Schedule SE) and the Additional Medicare Tax (Form 8959). */
import { dollars, type FilingStatus, type TaxYearFigures } from "./figures";
import type { Person } from "./inputs";

type Figures = TaxYearFigures["selfEmploymentAndMedicare"];

/**
 * One person's Schedule SE, its lines in whole dollars as the form rounds them one by one: the net earnings (line 6),
 * the Social Security part on them up to the wage base less wages (line 10), the Medicare part (line 11), the tax
 * (line 12) and its deductible half (line 13). Rounded once at the end instead, the half could be a dollar less.
 */
export function selfEmploymentTax(figures: Figures, person: Person): { netEarnings: number; tax: number; deduction: number } {
  const netEarnings = dollars(person.selfEmploymentProfit * figures.netEarningsShare);
  if (netEarnings < figures.minimumNetEarnings) return { netEarnings: 0, tax: 0, deduction: 0 };
  const socialSecurityBase = Math.max(0, Math.min(netEarnings, figures.socialSecurityWageBase - person.wages));
  const tax = dollars(socialSecurityBase * figures.socialSecurityRate) + dollars(netEarnings * figures.medicareRate);
  return { netEarnings, tax, deduction: dollars(tax / 2) };
}

/**
 * Form 8959: 0.9% of Medicare wages over the threshold (Part I, lines 4 to 7), and of self-employment earnings
 * (Schedule SE's line 6) over what of the threshold the wages leave (Part II, lines 8 to 13); line 18 adds the two
 * taxes, each a line in whole dollars, so each is rounded before they are added. Box 5 wages are taken to be the box 1
 * wages given.
 */
export function additionalMedicareTax(figures: Figures, status: FilingStatus, wages: number, netEarnings: number): number {
  const threshold = figures.additionalMedicareThreshold[status];
  const onWages = Math.max(0, wages - threshold);
  const onEarnings = Math.max(0, netEarnings - Math.max(0, threshold - wages));
  return dollars(onWages * figures.additionalMedicareRate) + dollars(onEarnings * figures.additionalMedicareRate);
}
