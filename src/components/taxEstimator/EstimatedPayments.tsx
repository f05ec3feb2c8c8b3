import { css } from "@emotion/react";
import { lazy, memo, Suspense, useCallback, useLayoutEffect, useRef, useState } from "react";
import ButtonLink, { buttonStyle } from "../ui/ButtonLink";
import { readDraft, useSessionDraft } from "../../hooks/useSessionDraft";
import { useFirm } from "../../hooks/useFirm";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { formatLongDate } from "../../lib/dates";
import { dates as dateWords } from "@words/common/dates";
import type { Language } from "../../lib/languages";
import { contactForService, linkIn } from "../../lib/links";
import type { Estimate } from "../../lib/tax/estimate";
import { januaryInstallmentFilingDate, paymentPlan, type DueDate } from "../../lib/tax/estimatedPayments";
import type { TaxYearFigures } from "../../lib/tax/figures";
import type { Household } from "../../lib/tax/inputs";
import { formatDollars, formatRate } from "../../lib/tax/money";
import type { NewYorkFigures } from "../../lib/tax/newYork/figures";
import type { NewYorkYear } from "../../lib/tax/newYork/residence";
import type { PlanEvents } from "../../lib/tax/paymentsCalendar";
import { readAmount } from "../../lib/tax/visitorValues";
import { color, radius, space } from "../../theme/tokens";
import { Amount } from "./EstimatorFields";
import { estimator as estimatorWords } from "@words/estimator/estimator";
import { estimatedPayments as words } from "@words/estimatedPayments/estimatedPayments";
import PaymentsTable from "./PaymentsTable";
import RequiredPayment, { LeftToPay } from "./RequiredPayment";
import { paymentsPanelStyle } from "./styles";
import { stack } from "../ui/stack";
import { failureStyle } from "../ui/failureStyle";
import { wordsIn } from "../../i18n/inEveryLanguage";

// New York's plan, its code and its words come only with a New York residence: the federal plan alone loads none of them.
const NewYorkPayments = lazy(() => import("./NewYorkPayments"));

/** The withholding the visitor expects next year, kept in this tab like the rest of the estimate. */
const DRAFT_KEY = "tax-estimate-withholding";

const asideStyle = css`
  padding: ${space[4]};
  border-left: 4px solid ${color.gold};
  border-radius: ${radius.sm};
  background: ${color.goldTint};
`;

/** Writes the plans' calendar file in the browser and hands it to the visitor; its code is loaded only now. */
async function downloadCalendar(plans: readonly PlanEvents[], brand: string, year: number, language: Language) {
  const [{ paymentsCalendar, planPayments }, { saveCalendarFile }] = await Promise.all([
    import("../../lib/tax/paymentsCalendar"),
    import("../../lib/calendarFile"),
  ]);
  const text = wordsIn(language, words);
  const file = paymentsCalendar({ name: text.calendarName(brand, year), host: window.location.hostname, payments: planPayments(plans) }, new Date());
  saveCalendarFile(file, text.fileName(year));
}

export interface EstimatedPaymentsProps {
  figures: TaxYearFigures & NewYorkFigures;
  result: Estimate;
  household: Household;
  /** Where the visitor lived, when New York's plan applies (a New York residence); none otherwise. */
  newYorkYear?: NewYorkYear;
  /** Next year's four installments, federal and New York's, in order, and this year's last one (from the deadline content, by key). */
  installments: readonly DueDate[];
  newYorkInstallments: readonly DueDate[];
  lastInstallment: DueDate;
  /** The service the visitor is offered (content/services/services.yaml, by key). */
  planning: { id: string };
}

/**
 * The button that hands the visitor one calendar file of both plans, and what went wrong: drawn again when the number
 * of payments changes, not at each keystroke.
 */
const CalendarDownload = memo(function CalendarDownload({ count, download }: { count: number; download: () => Promise<void> }) {
  const text = useWords(words);
  const [failed, setFailed] = useState(false);
  return (
    <div css={stack[4]}>
      <p>
        <button
          type="button"
          css={buttonStyle("secondary")}
          onClick={() => {
            setFailed(false);
            download().catch(() => setFailed(true));
          }}
        >
          {text.download(count)}
        </button>
      </p>
      <p data-note>{text.downloadNote}</p>
      {failed && (
        <p role="alert" css={failureStyle}>
          {text.downloadFailed}
        </p>
      )}
    </div>
  );
});

interface AfterThePlansProps {
  year: number;
  currentYearShare: number;
  lastInstallment: DueDate;
  /** Whether to say that New York's plan comes with a New York residence (none is chosen). */
  newYorkNote: boolean;
  planning: { id: string };
}

/**
 * What no figure changes, below the plans: a smaller year's rule, the January installment (or the return filed by
 * January 31 in its place), New York's plan, and the service.
 */
const AfterThePlans = memo(function AfterThePlans({ year, currentYearShare, lastInstallment, newYorkNote, planning }: AfterThePlansProps) {
  const text = useWords(words);
  const dates = useWords(dateWords);
  return (
    <>
      <p css={asideStyle}>{text.smallerYear(formatRate(currentYearShare), year + 1)}</p>
      <div>
        <h3>{text.january.heading(year)}</h3>
        <p>
          {text.january.text(year, formatLongDate(lastInstallment.date, dates))}{" "}
          {text.january.fileInstead(year, formatLongDate(januaryInstallmentFilingDate(year), dates))}
        </p>
      </div>
      {newYorkNote && (
        <div>
          <h3>{text.newYork.heading}</h3>
          <p>{text.newYork.text(year + 1)}</p>
        </div>
      )}
      <p>
        <ButtonLink to={contactForService(planning.id)}>{text.plan}</ButtonLink>
      </p>
    </>
  );
});

/** Next year's estimated tax, planned from this year's estimate: the four payments, their dates, and a calendar file of them. */
export default function EstimatedPayments({
  figures,
  result,
  household,
  newYorkYear,
  installments,
  newYorkInstallments,
  lastInstallment,
  planning,
}: EstimatedPaymentsProps) {
  const language = useLanguage();
  const text = useWords(words);
  // New York's plan hands its events up for the one calendar file, which reads them when it is made: only their number
  // is drawn here, so a keystroke that changes New York's amounts does not draw this plan a second time.
  const newYorkEvents = useRef<PlanEvents | null>(null);
  const [newYorkCount, setNewYorkCount] = useState(0);
  const takeNewYorkEvents = useCallback((events: PlanEvents | null) => {
    newYorkEvents.current = events;
    setNewYorkCount(events?.installments.length ?? 0);
  }, []);
  const problems = useWords(estimatorWords).problems;
  const { brand } = useFirm();
  const [typed, setTyped] = useState<string | null>(() => readDraft<{ withholding: string }>(DRAFT_KEY).withholding ?? null);
  useSessionDraft(DRAFT_KEY, typed === null ? {} : { withholding: typed }, true);
  const setWithholding = useCallback((_name: string, value: string | boolean) => setTyped(String(value)), []);
  const rules = figures.estimatedTax;
  const year = figures.year;
  const withholdingText = typed ?? String(household.federalTaxWithheld);
  const withholding = readAmount(withholdingText);
  const readable = typeof withholding === "number";
  // The figures above the field stand whatever is typed in it; what depends on it waits for an amount it can read.
  const plan = paymentPlan(rules, result, household.filingStatus, readable ? withholding : 0, installments);
  // One calendar file for both plans: the federal installments, and New York's once its plan has some.
  const federalEvents: PlanEvents | null =
    readable && plan.installments.length > 0
      ? {
          installments: plan.installments,
          describe: (amount) => text.eventDescription(amount, plan.year, `${window.location.origin}${window.location.pathname}`),
          url: linkIn(rules.paymentPage, language).href,
        }
      : null;
  const eventCount = (federalEvents?.installments.length ?? 0) + newYorkCount;
  // The download reads both plans' events when it is clicked: a keystroke does not draw its button again.
  const federalEventsNow = useRef(federalEvents);
  useLayoutEffect(() => {
    federalEventsNow.current = federalEvents;
  });
  const download = useCallback(() => {
    const plans = [federalEventsNow.current, newYorkEvents.current].filter((events) => events !== null);
    return downloadCalendar(plans, brand, year + 1, language);
  }, [brand, year, language]);
  return (
    <section css={paymentsPanelStyle} aria-labelledby="estimated-payments-heading">
      <h2 id="estimated-payments-heading">{text.heading(year + 1)}</h2>
      <p>{text.intro(year + 1, year)}</p>
      <RequiredPayment text={text} year={year} priorYearTax={plan.priorYearTax} plan={plan} rules={rules} filingStatus={household.filingStatus} />
      <Amount
        name="withholding-next-year"
        label={text.withholding.label(year + 1)}
        hint={text.withholding.hint(year)}
        inputMode="decimal"
        value={withholdingText}
        set={setWithholding}
        error={readable ? undefined : problems[withholding]}
      />
      {readable && (
        <>
          <LeftToPay label={text.left} amount={plan.leftAfterWithholding} />
          {plan.installments.length > 0 ? (
            <PaymentsTable caption={text.paymentsCaption(plan.installments.length)} installments={plan.installments} />
          ) : (
            <p>
              <strong>
                {plan.leftAfterWithholding === 0 ? text.covered(year + 1) : text.belowThreshold(formatDollars(rules.noPaymentsBelow), year + 1, year)}
              </strong>
            </p>
          )}
          <p data-note>{text.stillOwe}</p>
        </>
      )}
      {newYorkYear && (
        // Its own boundary: the federal plan stays on screen while New York's code arrives.
        <Suspense fallback={null}>
          <NewYorkPayments
            figures={figures}
            household={household}
            federal={result}
            newYorkYear={newYorkYear}
            installments={newYorkInstallments}
            onEvents={takeNewYorkEvents}
          />
        </Suspense>
      )}
      {eventCount > 0 && <CalendarDownload count={eventCount} download={download} />}
      <AfterThePlans
        year={year}
        currentYearShare={rules.currentYearShare}
        lastInstallment={lastInstallment}
        newYorkNote={!newYorkYear}
        planning={planning}
      />
    </section>
  );
}
