import { css } from "@emotion/react";
import { lazy, memo, Suspense, useMemo } from "react";
import { twoColumnsStyle } from "../ui/Container";
import PageHeader from "../ui/PageHeader";
import SourceList from "../ui/SourceList";
import { useWords } from "../../i18n/PageLanguage";
import { estimate } from "../../lib/tax/estimate";
import type { EstimatorPage } from "../../lib/tax/estimatorPage";
import { estimateFitOf, fittingPlan, preparationLink } from "../../lib/tax/fittingPlan";
import { newYorkFieldsShown, readValues } from "../../lib/tax/visitorValues";
import { bp, color, fontSize, layout, radius, space } from "../../theme/tokens";
import EstimateSummary from "./EstimateSummary";
import EstimatorForm from "./EstimatorForm";
import { useEstimatorValues } from "./useEstimatorValues";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import { estimator as words } from "@words/estimator/estimator";

// The estimate's lines wait for the visitor's first input (or their draft): the lines of an empty form say nothing.
// Their code comes then, and they are drawn in a task of their own.
const FormLinesTable = lazy(() => import("./FormLinesTable"));
// Next year's estimated payments come with the lines, below them (EstimatedPayments.tsx).
const EstimatedPayments = lazy(() => import("./EstimatedPayments"));
// New York's lines, their calculation and their words come only once a New York residence is chosen: the federal
// estimate alone loads none of them.
const NewYorkEstimate = lazy(() => import("./NewYorkEstimate"));

/**
 * The form's column and the estimate's beside it on a wide screen; the lines and sources below keep the same columns.
 * Plain elements with styles made once: a keystroke draws them again, and a `Container` given a `css` prop costs
 * Emotion two elements of three components each.
 */
const columnsStyle = twoColumnsStyle("minmax(0, 3fr) minmax(0, 2fr)");
const resultColumnsStyle = css(columnsStyle, { paddingTop: 0, paddingBottom: space[8] });

/** The estimate stays in view beside the form on a wide screen, as the visitor goes down the questions. */
const summaryColumnStyle = css`
  display: grid;
  gap: ${space[5]};
  ${bp.nav} {
    position: sticky;
    top: calc(${layout.headerHeight} + ${space[5]});
  }
`;

const privacyStyle = css`
  margin: 0 0 ${space[5]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.sm};
  background: ${color.successTint};
  color: ${color.ink};
  font-size: ${fontSize.base};
`;

const leavesOutStyle = css`
  font-size: ${fontSize.base};
  h2 {
    font-size: ${fontSize.md};
    margin: 0 0 ${space[2]};
  }
  ul {
    margin: 0;
    padding-left: ${space[5]};
  }
`;

/**
 * The lines and plans below the form: while off screen (typing at the top of the form), the browser skips their
 * layout and paint as a keystroke changes them, and lays them out as they scroll into view. A trace of a keystroke
 * living in New York City at 4× CPU: layout 36 ms and the frame after it 31 ms without it, 7–11 and 13–18 ms with it
 * (2026-11-29; `npm run bench` prints the keystroke's time beside the bare page's).
 * The padding, taken back by the margin, keeps a focus ring at the edge inside what the skipping clips.
 */
const resultsStyle = css`
  display: grid;
  gap: ${space[7]};
  align-content: start;
  content-visibility: auto;
  contain-intrinsic-size: auto 100rem;
  padding: ${space[2]};
  margin: calc(-1 * ${space[2]});
`;

/* What no answer changes, memoised as the form's groups are: a keystroke draws the form and the estimate, not these. */

const EstimatorHeader = memo(function EstimatorHeader({ year }: { year: number }) {
  const text = useWords(words);
  return <PageHeader title={text.title(year)}>{text.intro(year)}</PageHeader>;
});

/** That what is typed stays in the browser. */
const Privacy = memo(function Privacy() {
  return <p css={privacyStyle}>{useWords(words).privacy}</p>;
});

/** What the estimate does not figure. */
const LeavesOut = memo(function LeavesOut() {
  const text = useWords(words).result;
  return (
    <section css={leavesOutStyle} aria-labelledby="leaves-out-heading">
      <h2 id="leaves-out-heading">{text.leavesOutHeading}</h2>
      <ul>
        {text.leavesOut.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
});

/** The tax estimate: the visitor's year on the left, the estimate beside it, figured in the browser as they type. */
export default function EstimatorView({ figures, plans, sources, newYorkSources, reviewed, payments }: EstimatorPage) {
  const { values, ready, edited, started, set } = useEstimatorValues();
  const read = useMemo(() => readValues(values), [values]);
  const result = useMemo(() => read.household && estimate(figures, read.household), [figures, read]);
  const plan = read.household && result ? fittingPlan(plans, estimateFitOf(read.household, result)) : undefined;
  const newYorkYear = read.newYorkYear;
  return (
    <>
      <EstimatorHeader year={figures.year} />
      <div css={columnsStyle}>
        {/* The form, the estimate and the sources hydrate each in a task of their own. */}
        <HydrateInOwnTask>
          <div>
            <Privacy />
            <EstimatorForm year={figures.year} values={values} problems={read.problems ?? {}} ready={ready} set={set} />
          </div>
        </HydrateInOwnTask>
        <HydrateInOwnTask>
          <div css={summaryColumnStyle}>
            <EstimateSummary year={figures.year} ready={ready} announce={edited} result={result} plan={plan} household={read.household} />
            <LeavesOut />
          </div>
        </HydrateInOwnTask>
      </div>
      <div css={resultColumnsStyle}>
        {ready && started && result?.askUs.length === 0 ? (
          <Suspense fallback={<div />}>
            <div css={resultsStyle}>
              <FormLinesTable year={figures.year} result={result} />
              {newYorkYear && newYorkFieldsShown(newYorkYear.residence) && (
                // Its own boundary: the federal lines stay on screen while New York's code arrives.
                <Suspense fallback={null}>
                  <NewYorkEstimate
                    figures={figures}
                    household={read.household}
                    federal={result}
                    newYorkYear={newYorkYear}
                    sources={newYorkSources}
                    reviewed={reviewed}
                    askUsLink={preparationLink(plan)}
                  />
                </Suspense>
              )}
              <EstimatedPayments
                figures={figures}
                result={result}
                household={read.household!}
                newYorkYear={newYorkYear && newYorkFieldsShown(newYorkYear.residence) ? newYorkYear : undefined}
                {...payments}
              />
            </div>
          </Suspense>
        ) : (
          <div />
        )}
        <HydrateInOwnTask>
          <SourceList sources={sources} reviewed={reviewed} level={2} id="estimate-sources" />
        </HydrateInOwnTask>
      </div>
    </>
  );
}
