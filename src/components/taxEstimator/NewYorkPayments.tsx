import { useCallback, useEffect, useMemo, useState } from "react";
import { readDraft, useSessionDraft } from "../../hooks/useSessionDraft";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { linkIn } from "../../lib/links";
import type { Estimate } from "../../lib/tax/estimate";
import type { DueDate } from "../../lib/tax/estimatedPayments";
import type { Household } from "../../lib/tax/inputs";
import { formatDollars } from "../../lib/tax/money";
import { newYorkPaymentPlan } from "../../lib/tax/newYork/estimatedPayments";
import type { NewYorkFigures } from "../../lib/tax/newYork/figures";
import { newYorkEstimate } from "../../lib/tax/newYork/newYorkEstimate";
import type { NewYorkYear } from "../../lib/tax/newYork/residence";
import type { PlanEvents } from "../../lib/tax/paymentsCalendar";
import { readAmount } from "../../lib/tax/visitorValues";
import { newYorkPayments as words } from "@words/newYorkPayments/newYorkPayments";
import Dollars from "./Dollars";
import { Amount } from "./EstimatorFields";
import PaymentsTable from "./PaymentsTable";
import RequiredPayment, { LeftToPay } from "./RequiredPayment";
import { estimator as estimatorWords } from "@words/estimator/estimator";
import { stack } from "../ui/stack";

/** The New York withholding the visitor expects next year, kept in this tab like the federal withholding. */
const DRAFT_KEY = "tax-estimate-new-york-withholding";

/** Each field's name in the form. */
const FIELD_NAMES = { state: "new-york-state-withholding-next-year", city: "new-york-city-withholding-next-year" } as const;

interface Typed {
  state: string;
  city: string;
}

export interface NewYorkPaymentsProps {
  figures: NewYorkFigures & { year: number };
  household: Household;
  federal: Estimate;
  newYorkYear: NewYorkYear;
  /** Next year's four New York installments, in order (from the deadline content, by key). */
  installments: readonly DueDate[];
  /** Hands the federal plan New York's events for the one calendar file; null while there are none to add. */
  onEvents: (events: PlanEvents | null) => void;
}

/**
 * Next year's New York estimated tax (Form IT-2105), planned from this year's New York estimate by New York's own
 * prior-year rule, beside the federal plan: its code and words are loaded only with a New York residence.
 */
export default function NewYorkPayments({ figures, household, federal, newYorkYear, installments, onEvents }: NewYorkPaymentsProps) {
  const language = useLanguage();
  const text = useWords(words);
  const problems = useWords(estimatorWords).problems;
  const [typed, setTyped] = useState<Typed>(() => ({ state: "", city: "", ...readDraft<Typed>(DRAFT_KEY) }));
  useSessionDraft(DRAFT_KEY, typed, true);
  const inCity = newYorkYear.residence === "newYorkCity";
  const state = readAmount(typed.state);
  const city = inCity ? readAmount(typed.city) : 0;
  const readable = typeof state === "number" && typeof city === "number";
  const rules = figures.newYorkEstimatedTax;
  const year = figures.year;
  const estimate = useMemo(() => newYorkEstimate(figures, household, federal, newYorkYear), [figures, household, federal, newYorkYear]);
  const newYorkAgi = estimate.lines.find((line) => line.key === "newYorkAdjustedGrossIncome")?.amount ?? 0;
  const withholding = useMemo(() => ({ state: readable ? state : 0, city: readable ? city : 0 }), [readable, state, city]);
  const plan = useMemo(
    () => newYorkPaymentPlan(rules, year, estimate, newYorkAgi, household.filingStatus, withholding, installments),
    [rules, year, estimate, newYorkAgi, household.filingStatus, withholding, installments],
  );
  const events = useMemo<PlanEvents | null>(() => {
    if (!readable || plan.installments.length === 0) return null;
    const pageUrl = `${window.location.origin}${window.location.pathname}`;
    return {
      installments: plan.installments,
      describe: (amount) => text.eventDescription(amount, plan.year, pageUrl),
      url: linkIn(rules.paymentPage, language).href,
    };
  }, [readable, plan, text, rules, language]);
  useEffect(() => onEvents(events), [events, onEvents]);
  useEffect(() => () => onEvents(null), [onEvents]);
  const setWithholding = useCallback((name: string, value: string | boolean) => {
    const which = name === FIELD_NAMES.city ? "city" : "state";
    setTyped((current) => ({ ...current, [which]: String(value) }));
  }, []);
  // The memoised field of the form (EstimatorFields.tsx), with a stable setter: a keystroke elsewhere leaves it be.
  const field = (which: keyof Typed, label: string) => {
    const amount = which === "state" ? state : city;
    return (
      <Amount
        name={FIELD_NAMES[which]}
        label={label}
        hint={text.withholding.hint}
        inputMode="decimal"
        value={typed[which]}
        set={setWithholding}
        error={typeof amount === "number" ? undefined : problems[amount]}
      />
    );
  };
  return (
    <section css={stack[5]} aria-labelledby="new-york-payments-heading">
      <div>
        <h3 id="new-york-payments-heading">{text.heading(year + 1, inCity)}</h3>
        <p>{text.intro(year + 1, year)}</p>
      </div>
      {inCity && <p>{text.together}</p>}
      {estimate.askUs.length > 0 && <p data-note>{text.leftOut}</p>}
      <RequiredPayment
        text={text}
        year={year}
        priorYearTax={plan.priorYearTax.state + plan.priorYearTax.city}
        priorYearParts={
          inCity && (
            <>
              {text.state}: <Dollars amount={plan.priorYearTax.state} />; {text.city}: <Dollars amount={plan.priorYearTax.city} />
            </>
          )
        }
        plan={plan}
        rules={rules}
        filingStatus={household.filingStatus}
      />
      {field("state", text.withholding.state(year + 1))}
      {inCity && field("city", text.withholding.city(year + 1))}
      {readable && (
        <>
          <LeftToPay label={text.left} amount={plan.leftAfterWithholding} />
          {plan.installments.length > 0 ? (
            <>
              <PaymentsTable caption={text.paymentsCaption(plan.installments.length)} installments={plan.installments} />
              <p data-note>{text.calendarNote}</p>
            </>
          ) : (
            <p>
              <strong>{plan.leftAfterWithholding === 0 ? text.covered(year + 1) : text.belowThreshold(year + 1, year)}</strong>
            </p>
          )}
        </>
      )}
      <p data-note>{text.threshold(formatDollars(rules.noPaymentsBelow))}</p>
    </section>
  );
}
