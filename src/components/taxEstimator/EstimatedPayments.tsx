import { css } from "@emotion/react";
import { useState } from "react";
import FormField from "../forms/FormField";
import ButtonLink, { buttonStyle } from "../ui/ButtonLink";
import { visuallyHidden } from "../ui/VisuallyHidden";
import { readDraft, useSessionDraft } from "../../hooks/useSessionDraft";
import { useFirm } from "../../hooks/useFirm";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { formatLongDate } from "../../lib/dates";
import { dateWords } from "../../i18n/dateWords";
import type { Language } from "../../lib/languages";
import { contactForService, linkIn } from "../../lib/links";
import type { Estimate } from "../../lib/tax/estimate";
import { januaryInstallmentFilingDate, paymentPlan, type DueDate, type PaymentPlan } from "../../lib/tax/estimatedPayments";
import type { TaxYearFigures } from "../../lib/tax/figures";
import type { Household } from "../../lib/tax/inputs";
import { formatDollars, formatRate, spokenDollars } from "../../lib/tax/money";
import { readAmount } from "../../lib/tax/visitorValues";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { words as estimatorWords } from "./words";
import { words } from "./estimatedPaymentsWords";
import { figuresTableStyle, panelStyle } from "./styles";

/** The withholding the visitor expects next year, kept in this tab like the rest of the estimate. */
const DRAFT_KEY = "tax-estimate-withholding";

const figuresStyle = css`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space[1]} ${space[4]};
    padding-bottom: ${space[3]};
    border-bottom: 1px solid ${color.line};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  dd + dd {
    flex-basis: 100%;
  }
`;

const noteStyle = css`
  font-size: ${fontSize.sm};
  color: ${color.inkMuted};
`;

/** The payments sit in the panel's own padding, their amounts bold. */
const paymentsTableStyle = css`
  caption {
    padding-bottom: ${space[2]};
  }
  th,
  td {
    padding-left: 0;
  }
  td:last-child,
  th:last-child {
    padding-right: 0;
    font-weight: 700;
  }
`;

const asideStyle = css`
  padding: ${space[4]};
  border-left: 4px solid ${color.gold};
  border-radius: ${radius.sm};
  background: ${color.goldTint};
`;

/** An amount as shown, and as a screen reader in the page's language should say it (money.ts, spokenDollars). */
function Dollars({ amount }: { amount: number }) {
  const shown = formatDollars(amount);
  const spoken = spokenDollars(amount, useLanguage());
  if (spoken === shown) return <>{shown}</>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span css={visuallyHidden}>{spoken}</span>
    </>
  );
}

/** Writes the plan's calendar file in the browser and hands it to the visitor; its code is loaded only now. */
async function downloadCalendar(plan: PaymentPlan, brand: string, figures: TaxYearFigures["estimatedTax"], language: Language) {
  const [{ paymentsCalendar }, { saveCalendarFile }] = await Promise.all([
    import("../../lib/tax/paymentsCalendar"),
    import("../../lib/calendarFile"),
  ]);
  const text = words[language];
  const { href } = linkIn(figures.paymentPage, language);
  const pageUrl = `${window.location.origin}${window.location.pathname}`;
  const file = paymentsCalendar(
    {
      name: text.calendarName(brand, plan.year),
      host: window.location.hostname,
      url: href,
      payments: plan.installments.map(({ id, date, title, amount }) => ({
        id,
        date,
        summary: `${formatDollars(amount)}: ${title}`,
        description: `${text.eventDescription(formatDollars(amount), plan.year, pageUrl)}\n${href}`,
      })),
    },
    new Date(),
  );
  saveCalendarFile(file, text.fileName(plan.year));
}

export interface EstimatedPaymentsProps {
  figures: TaxYearFigures;
  result: Estimate;
  household: Household;
  /** Next year's four installments, in order, and this year's last one (from the deadline content, by key). */
  installments: readonly DueDate[];
  lastInstallment: DueDate;
  /** The service the visitor is offered (content/services/services.yaml, by key). */
  planning: { id: string };
}

/** Next year's estimated tax, planned from this year's estimate: the four payments, their dates, and a calendar file of them. */
export default function EstimatedPayments({ figures, result, household, installments, lastInstallment, planning }: EstimatedPaymentsProps) {
  const language = useLanguage();
  const text = useWords(words);
  const dates = useWords(dateWords);
  const problems = useWords(estimatorWords).problems;
  const { brand } = useFirm();
  const [typed, setTyped] = useState<string | null>(() => readDraft<{ withholding: string }>(DRAFT_KEY).withholding ?? null);
  useSessionDraft(DRAFT_KEY, typed === null ? {} : { withholding: typed }, true);
  const [failed, setFailed] = useState(false);
  const rules = figures.estimatedTax;
  const year = figures.year;
  const withholdingText = typed ?? String(household.federalTaxWithheld);
  const withholding = readAmount(withholdingText);
  const readable = typeof withholding === "number";
  // The figures above the field stand whatever is typed in it; what depends on it waits for an amount it can read.
  const plan = paymentPlan(rules, result, household.filingStatus, readable ? withholding : 0, installments);
  const limit = household.filingStatus === "marriedSeparately" ? rules.higherIncomeAgiSeparate : rules.higherIncomeAgi;
  return (
    <section css={panelStyle} aria-labelledby="estimated-payments-heading">
      <h2 id="estimated-payments-heading">{text.heading(year + 1)}</h2>
      <p>{text.intro(year + 1, year)}</p>
      <dl css={figuresStyle}>
        <div>
          <dt>{text.priorYearTax(year)}</dt>
          <dd>
            <Dollars amount={plan.priorYearTax} />
          </dd>
          <dd css={noteStyle}>{text.priorYearTaxHint}</dd>
        </div>
        <div>
          <dt>{text.required(formatRate(plan.share))}</dt>
          <dd>
            <Dollars amount={plan.requiredAnnualPayment} />
          </dd>
          {plan.higherIncome && <dd css={noteStyle}>{text.higherIncome(year, formatDollars(limit))}</dd>}
          {plan.shareDependsOnFilingStatus && (
            <dd css={noteStyle}>
              {text.filingStatusAssumed(year + 1, year, formatDollars(rules.higherIncomeAgiSeparate), formatDollars(rules.higherIncomeAgi))}
            </dd>
          )}
        </div>
      </dl>
      <FormField
        name="withholding-next-year"
        label={text.withholding.label(year + 1)}
        hint={text.withholding.hint(year)}
        inputMode="decimal"
        autoComplete="off"
        value={withholdingText}
        onChange={(event) => setTyped(event.target.value)}
        error={readable ? undefined : problems[withholding]}
      />
      {readable && (
        <>
          <dl css={figuresStyle}>
            <div>
              <dt>{text.left}</dt>
              <dd>
                <Dollars amount={plan.leftAfterWithholding} />
              </dd>
            </div>
          </dl>
          {plan.installments.length > 0 ? (
            <div css={{ display: "grid", gap: space[4] }}>
              <table css={[figuresTableStyle, paymentsTableStyle]}>
                <caption>{text.paymentsCaption(plan.installments.length)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.payment}</th>
                    <th scope="col">{text.due}</th>
                    <th scope="col">{text.amount}</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.installments.map((installment) => (
                    <tr key={installment.id}>
                      <th scope="row">{installment.title}</th>
                      <td>{formatLongDate(installment.date, dates)}</td>
                      <td>
                        <Dollars amount={installment.amount} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p>
                <button
                  type="button"
                  css={buttonStyle("secondary")}
                  onClick={() => {
                    setFailed(false);
                    downloadCalendar(plan, brand, rules, language).catch(() => setFailed(true));
                  }}
                >
                  {text.download(plan.installments.length)}
                </button>
              </p>
              <p css={noteStyle}>{text.downloadNote}</p>
              {failed && (
                <p role="alert" css={{ color: color.danger, fontWeight: 600 }}>
                  {text.downloadFailed}
                </p>
              )}
            </div>
          ) : (
            <p>
              <strong>
                {plan.leftAfterWithholding === 0 ? text.covered(year + 1) : text.belowThreshold(formatDollars(rules.noPaymentsBelow), year + 1, year)}
              </strong>
            </p>
          )}
          <p css={noteStyle}>{text.stillOwe}</p>
        </>
      )}
      <p css={asideStyle}>{text.smallerYear(formatRate(rules.currentYearShare), year + 1)}</p>
      <div>
        <h3>{text.january.heading(year)}</h3>
        <p>
          {text.january.text(year, formatLongDate(lastInstallment.date, dates))}{" "}
          {text.january.fileInstead(year, formatLongDate(januaryInstallmentFilingDate(year), dates))}
        </p>
      </div>
      <div>
        <h3>{text.newYork.heading}</h3>
        <p>{text.newYork.text(year + 1)}</p>
      </div>
      <p>
        <ButtonLink to={contactForService(planning.id)}>{text.plan}</ButtonLink>
      </p>
    </section>
  );
}
