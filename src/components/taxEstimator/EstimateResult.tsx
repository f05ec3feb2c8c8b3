import { css } from "@emotion/react";
import { useEffect, useState } from "react";
import ButtonLink from "../ui/ButtonLink";
import SmartLink from "../ui/SmartLink";
import { visuallyHidden } from "../ui/VisuallyHidden";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { spokenPrice } from "../../lib/price";
import type { Estimate } from "../../lib/tax/estimate";
import { formLines } from "../../lib/tax/formLines";
import { formatDollars, formatRate } from "../../lib/tax/money";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { words } from "./words";

/** How long the result waits, once the typing stops, before a screen reader hears it. */
const SETTLED_MS = 1200;

const panelStyle = css`
  display: grid;
  gap: ${space[5]};
  padding: ${space[5]};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surface};
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  h3 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.md};
  }
  p,
  ul {
    margin: 0;
  }
`;

const headlineStyle = css`
  display: grid;
  gap: ${space[1]};
  padding: ${space[4]};
  border-radius: ${radius.sm};
  background: ${color.tealTint};
  span {
    font-size: ${fontSize.base};
    font-weight: 600;
    color: ${color.ink};
  }
  strong {
    font-size: ${fontSize["2xl"]};
    font-variant-numeric: tabular-nums;
    color: ${color.navyDeep};
  }
`;

const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  caption {
    text-align: left;
    font-weight: 700;
    font-size: ${fontSize.base};
    color: ${color.ink};
    padding-bottom: ${space[2]};
  }
  th,
  td {
    padding: ${space[1]} ${space[2]};
    border-bottom: 1px solid ${color.line};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${color.inkMuted};
    font-weight: 600;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  tbody th {
    font-weight: 400;
  }
  tr[data-part] th {
    padding-left: ${space[5]};
    color: ${color.inkMuted};
  }
  tr[data-total] th,
  tr[data-total] td {
    font-weight: 700;
  }
`;

const noteStyle = css`
  font-size: ${fontSize.sm};
  color: ${color.inkMuted};
`;

const ratesStyle = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[4]};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: ${fontSize.xl};
    font-weight: 700;
    color: ${color.navyDeep};
  }
`;

const askUsStyle = css`
  display: grid;
  gap: ${space[3]};
  padding: ${space[4]};
  border-left: 4px solid ${color.gold};
  border-radius: ${radius.sm};
  background: ${color.goldTint};
  ul {
    padding-left: ${space[5]};
    display: grid;
    gap: ${space[2]};
  }
`;

/** A value once it has stayed the same for `ms`: what a live region says after the typing stops. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface FittingPlan {
  title: string;
  price: string;
  cta: { link: string };
}

interface EstimateResultProps {
  year: number;
  ready: boolean;
  /** The estimate, or none while a field cannot be read. */
  result?: Estimate;
  plan?: FittingPlan;
}

const TOTALS = new Set(["totalIncome", "adjustedGrossIncome", "taxableIncome", "totalTax", "totalPayments", "overpaid", "amountOwed"]);

/** The estimate beside the form: the refund or the amount owed, then Form 1040 line by line, or why a person must look. */
export default function EstimateResult({ year, ready, result, plan }: EstimateResultProps) {
  const language = useLanguage();
  const text = useWords(words).result;
  const balance = result?.lines.refundOrAmountOwed ?? 0;
  const headline = balance > 0 ? text.refund : balance < 0 ? text.owe : text.even;
  const summary = !ready
    ? text.waiting
    : !result
      ? text.cannotRead
      : result.askUs.length > 0
        ? text.askUsHeading
        : `${headline}${balance === 0 ? "" : `: ${formatDollars(Math.abs(balance))}`}`;
  const announced = useSettled(summary, SETTLED_MS);
  return (
    <section css={panelStyle} aria-labelledby="estimate-heading">
      <h2 id="estimate-heading">{text.heading(year)}</h2>
      <p role="status" css={visuallyHidden}>
        {ready ? announced : ""}
      </p>
      {!ready || !result ? (
        <p>{summary}</p>
      ) : result.askUs.length > 0 ? (
        <div css={askUsStyle}>
          <h3>{text.askUsHeading}</h3>
          <p>{text.askUsText}</p>
          <ul>
            {result.askUs.map((topic) => (
              <li key={topic}>{text.topics[topic]}</li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <p css={headlineStyle}>
            <span>{headline}</span>
            {balance !== 0 && <strong>{formatDollars(Math.abs(balance))}</strong>}
          </p>
          <dl css={ratesStyle}>
            {(
              [
                [text.effectiveRate, result.effectiveRate],
                [text.marginalRate, result.marginalRate],
              ] as const
            ).map(([{ label, hint }, rate]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{formatRate(rate)}</dd>
                <dd css={noteStyle}>{hint}</dd>
              </div>
            ))}
          </dl>
          <table css={tableStyle}>
            <caption>{text.tableCaption(year)}</caption>
            <thead>
              <tr>
                <th scope="col">{text.line}</th>
                <th scope="col">{text.description}</th>
                <th scope="col">{text.amount}</th>
              </tr>
            </thead>
            <tbody>
              {formLines(result).map((row) => (
                <tr key={row.key} data-part={row.part} data-total={TOTALS.has(row.key) || undefined}>
                  <td>{row.line}</td>
                  <th scope="row">{text.lines[row.key](year)}</th>
                  <td>{formatDollars(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {text.spanishLines && <p css={noteStyle}>{text.spanishLines}</p>}
          {result.assumptions.map((assumption) => (
            <p key={assumption} css={noteStyle}>
              {text.assumptions[assumption]}
            </p>
          ))}
        </>
      )}
      <div css={{ display: "grid", gap: space[3] }}>
        <h3>{text.planHeading}</h3>
        {plan && ready && result && <p>{text.plan(plan.title, spokenPrice(plan.price, language))}</p>}
        <p css={{ display: "flex", flexWrap: "wrap", gap: space[3], alignItems: "center" }}>
          <ButtonLink to={plan?.cta.link ?? "/contact"}>{text.prepare}</ButtonLink>
          <SmartLink to="/pricing">{text.comparePlans}</SmartLink>
        </p>
      </div>
    </section>
  );
}
