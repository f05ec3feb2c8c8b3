import { css } from "@emotion/react";
import { memo, useEffect, useState } from "react";
import ButtonLink from "../ui/ButtonLink";
import SmartLink from "../ui/SmartLink";
import { VISUALLY_HIDDEN } from "../../theme/visuallyHidden";
import { useWords } from "../../i18n/PageLanguage";
import { spokenPrice } from "../../lib/price";
import { price as priceWords } from "@words/pricing/price";
import type { Estimate } from "../../lib/tax/estimate";
import { preparationLink } from "../../lib/tax/fittingPlan";
import type { Household } from "../../lib/tax/inputs";
import { whatToBringLink } from "../../lib/whatToBring/answers";
import { formatDollars, formatRate } from "../../lib/tax/money";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { askUsStyle, panelStyle } from "./styles";
import { estimator as words } from "@words/estimator/estimator";
import { stack } from "../ui/stack";

/** How long the result waits, once the typing stops, before a screen reader hears it. */
const SETTLED_MS = 1200;

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

interface EstimateSummaryProps {
  year: number;
  ready: boolean;
  /** Whether to say the result aloud: only once the visitor has changed something, not as the page arrives. */
  announce: boolean;
  /** The estimate, or none while a field cannot be read. */
  result?: Estimate;
  plan?: FittingPlan;
  /** The household the form reads, whose answers "What to bring" is opened with; none while a field cannot be read. */
  household?: Household;
}

/**
 * The figures keep the panel's spacing inside their own box; the headline (the refund or the amount owed) and the
 * rates are styled from here, as a keystroke draws them again (an element with a `css` prop costs Emotion three
 * components).
 */
const figuresStyle = css`
  display: grid;
  gap: ${space[5]};
  [data-headline] {
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
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space[4]};
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    display: grid;
    margin: 0;
  }
  dd strong {
    font-size: ${fontSize.xl};
    color: ${color.navyDeep};
  }
`;

/** Laid out, out of sight, until the page runs (below). */
const hiddenStyle = css({ visibility: "hidden" });
const hiddenFiguresStyle = css(figuresStyle, hiddenStyle);

const actionsStyle = css({ display: "flex", flexWrap: "wrap", gap: space[3], alignItems: "center" });

const heldStyle = css`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
`;

/** The plan that fits the year, and the way to it: drawn again only when the plan changes, not at each keystroke. */
const PlanChoice = memo(function PlanChoice({ plan, ready, bringLink }: { plan?: FittingPlan; ready: boolean; bringLink: string }) {
  const text = useWords(words).result;
  const prices = useWords(priceWords);
  return (
    <div css={stack[3]}>
      <h3>{text.planHeading}</h3>
      {plan && (
        <p aria-hidden={!ready || undefined} css={ready ? undefined : hiddenStyle}>
          {text.plan(plan.title, spokenPrice(plan.price, prices))}
        </p>
      )}
      <p css={actionsStyle}>
        <ButtonLink to={preparationLink(plan)}>{text.prepare}</ButtonLink>
        <SmartLink to="/pricing">{text.comparePlans}</SmartLink>
        <SmartLink to={bringLink}>{text.whatToBring}</SmartLink>
      </p>
    </div>
  );
});

/** The estimate beside the form: the refund or the amount owed and the rates, or why a person must look; then the plan that fits. */
export default function EstimateSummary({ year, ready, announce, result, plan, household }: EstimateSummaryProps) {
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
  const announced = useSettled(announce ? summary : "", SETTLED_MS);
  const figures = !result ? (
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
      <p data-headline>
        <span>{headline}</span>
        {balance !== 0 && <strong>{formatDollars(Math.abs(balance))}</strong>}
      </p>
      <dl>
        {(
          [
            [text.effectiveRate, result.effectiveRate],
            [text.marginalRate, result.marginalRate],
          ] as const
        ).map(([{ label, hint }, rate]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <strong>{formatRate(rate)}</strong>
              <span data-note>{hint}</span>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
  return (
    <section css={panelStyle} aria-labelledby="estimate-heading">
      <h2 id="estimate-heading">{text.heading(year)}</h2>
      <p role="status" className={VISUALLY_HIDDEN}>
        {announced}
      </p>
      {/* Until the page runs, a note in the space the figures of an empty form take, laid out out of sight: their
          arrival moves nothing under them, and the page shows them by changing two attributes, not by drawing them. */}
      <div css={heldStyle}>
        {!ready && <p>{text.waiting}</p>}
        <div aria-hidden={ready ? undefined : "true"} css={ready ? figuresStyle : hiddenFiguresStyle}>
          {figures}
        </div>
      </div>
      <PlanChoice plan={plan} ready={ready} bringLink={whatToBringLink(household)} />
    </section>
  );
}
