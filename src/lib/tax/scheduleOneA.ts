/*
 * Schedule 1-A's deductions (Public Law 119-21): qualified tips, qualified overtime compensation, car loan interest
 * and the enhanced deduction for seniors, each reduced above its modified AGI threshold. Modified AGI is AGI here
 * (no foreign income in the estimate's scope).
 */
import { dollars, isJoint, type FilingStatus, type TaxYearFigures } from "./figures";
import type { Person } from "./inputs";

type Figures = TaxYearFigures["scheduleOneA"];

const over = (magi: number, threshold: number) => Math.max(0, magi - threshold);

export interface ScheduleOneA {
  tips: number;
  overtime: number;
  carLoanInterest: number;
  seniors: number;
  total: number;
}

export function scheduleOneA(
  figures: Figures,
  status: FilingStatus,
  people: readonly Person[],
  magi: number,
  carLoanInterest: number,
  seniors65: readonly Person[],
): ScheduleOneA {
  const joint = isJoint(status);
  const threshold = (phaseOut: { phaseOutStarts: number; phaseOutStartsJoint: number }) =>
    joint ? phaseOut.phaseOutStartsJoint : phaseOut.phaseOutStarts;
  // Married filing separately takes no tips, overtime or senior deduction; tips and overtime count only for a person with an SSN valid for work.
  const separate = status === "marriedSeparately";
  const withSsn = separate ? [] : people.filter((person) => person.validSsn);

  const { tips: tipRule, overtime: overtimeRule, carLoanInterest: carRule, seniors: seniorRule } = figures;
  // Whole $1,000s over the threshold, as the 2025 Schedule 1-A counts them for tips (Part II, line 11: divide by $1,000
  // and drop the fraction; line 12: times $100), and as the IRS's Tax Withholding Estimator and its test scenarios do.
  const wholeThousands = (rule: { phaseOutStarts: number; phaseOutStartsJoint: number }) => Math.floor(over(magi, threshold(rule)) / 1000);
  const tips = Math.min(
    withSsn.reduce((sum, person) => sum + person.qualifiedTips, 0),
    tipRule.maximum,
  );
  const tipsAllowed = Math.max(0, tips - tipRule.reductionPerThousand * wholeThousands(tipRule));
  const overtime = Math.min(
    withSsn.reduce((sum, person) => sum + person.overtimePremium, 0),
    joint ? overtimeRule.maximumJoint : overtimeRule.maximum,
  );
  const overtimeAllowed = Math.max(0, overtime - overtimeRule.reductionPerThousand * wholeThousands(overtimeRule));
  // Car loan interest: $200 for each $1,000 "or portion thereof" (section 163(h)(4)(C)(ii)).
  const carThousands = Math.ceil(over(magi, threshold(carRule)) / 1000);
  const carAllowed = Math.max(0, Math.min(carLoanInterest, carRule.maximum) - carRule.reductionPerThousand * carThousands);
  const eligibleSeniors = separate ? [] : seniors65.filter((person) => person.age65OrOlder && person.validSsn);
  // Part V: 6% of the excess (line 34, whole dollars) off each senior's $6,000 (line 35), once for each (lines 36a, 36b).
  const perSenior = Math.max(0, seniorRule.perPerson - dollars(seniorRule.phaseOutRate * over(magi, threshold(seniorRule))));
  const seniorsAllowed = perSenior * eligibleSeniors.length;
  const result = { tips: dollars(tipsAllowed), overtime: dollars(overtimeAllowed), carLoanInterest: dollars(carAllowed), seniors: seniorsAllowed };
  return { ...result, total: result.tips + result.overtime + result.carLoanInterest + result.seniors };
}
