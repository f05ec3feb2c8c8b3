import type { ReactNode } from "react";
import type { EstimatedTaxRules, FilingStatus } from "../../lib/tax/figures";
import { formatDollars, formatRate } from "../../lib/tax/money";
import Dollars from "./Dollars";

/** The words of a plan's first figures: the federal plan's and New York's (words/…/estimatedPayments, newYorkPayments). */
export interface RequiredPaymentWords {
  priorYearTax: (year: number) => string;
  priorYearTaxHint: string;
  required: (rate: string) => string;
  higherIncome: (year: number, limit: string) => string;
  filingStatusAssumed: (nextYear: number, year: number, separateLimit: string, limit: string) => string;
}

interface RequiredPaymentProps {
  text: RequiredPaymentWords;
  year: number;
  priorYearTax: number;
  /** What this year's tax is made of, where it has parts (New York's state and city taxes). */
  priorYearParts?: ReactNode;
  plan: { share: number; requiredAnnualPayment: number; higherIncome: boolean; shareDependsOnFilingStatus: boolean };
  rules: Pick<EstimatedTaxRules, "higherIncomeAgi" | "higherIncomeAgiSeparate">;
  /** The visitor's filing status, which sets the income above which the higher share applies. */
  filingStatus: FilingStatus;
}

/** A plan's first figures (styled by the payments panel, paymentsPanelStyle): this year's tax, and the share of it next year's payments must reach, with why. */
export default function RequiredPayment({ text, year, priorYearTax, priorYearParts, plan, rules, filingStatus }: RequiredPaymentProps) {
  const limit = filingStatus === "marriedSeparately" ? rules.higherIncomeAgiSeparate : rules.higherIncomeAgi;
  return (
    <dl>
      <div>
        <dt>{text.priorYearTax(year)}</dt>
        <dd>
          <Dollars amount={priorYearTax} />
        </dd>
        {priorYearParts && <dd data-note>{priorYearParts}</dd>}
        <dd data-note>{text.priorYearTaxHint}</dd>
      </div>
      <div>
        <dt>{text.required(formatRate(plan.share))}</dt>
        <dd>
          <Dollars amount={plan.requiredAnnualPayment} />
        </dd>
        {plan.higherIncome && <dd data-note>{text.higherIncome(year, formatDollars(limit))}</dd>}
        {plan.shareDependsOnFilingStatus && (
          <dd data-note>
            {text.filingStatusAssumed(year + 1, year, formatDollars(rules.higherIncomeAgiSeparate), formatDollars(rules.higherIncomeAgi))}
          </dd>
        )}
      </div>
    </dl>
  );
}

/** What the expected withholding leaves to pay in estimated tax, below the plan's first figures. */
export function LeftToPay({ label, amount }: { label: string; amount: number }) {
  return (
    <dl>
      <div>
        <dt>{label}</dt>
        <dd>
          <Dollars amount={amount} />
        </dd>
      </div>
    </dl>
  );
}
