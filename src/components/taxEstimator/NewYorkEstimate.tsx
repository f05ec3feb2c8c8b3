import { css } from "@emotion/react";
import { useMemo } from "react";
import ButtonLink from "../ui/ButtonLink";
import SourceList from "../ui/SourceList";
import { useWords } from "../../i18n/PageLanguage";
import type { Source } from "../../lib/content/types/common";
import type { Estimate } from "../../lib/tax/estimate";
import type { Household } from "../../lib/tax/inputs";
import type { NewYorkFigures } from "../../lib/tax/newYork/figures";
import { newYorkEstimate, type NewYorkLineKey } from "../../lib/tax/newYork/newYorkEstimate";
import type { NewYorkYear } from "../../lib/tax/newYork/residence";
import { newYorkEstimate as words } from "@words/newYorkEstimate/newYorkEstimate";
import { fontSize, space } from "../../theme/tokens";
import LinesTable from "./LinesTable";
import { askUsStyle, linesWithNotesStyle } from "./styles";

/** The lines that sum up a part of the return: shown bold, as Form 1040's totals are. */
const TOTALS = new Set<NewYorkLineKey>([
  "newYorkAdjustedGrossIncome",
  "taxableIncome",
  "newYorkStateTaxAfterCredits",
  "newYorkCityTaxAfterCredits",
  "totalNewYorkStateTaxes",
  "totalNewYorkCityTaxes",
  "totalNewYorkTaxes",
]);

const sectionStyle = css`
  display: grid;
  gap: ${space[4]};
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  h3 {
    margin: 0;
    font-size: ${fontSize.md};
  }
  p,
  ul {
    margin: 0;
  }
`;

export interface NewYorkEstimateProps {
  figures: NewYorkFigures & { year: number };
  household: Household;
  federal: Estimate;
  newYorkYear: NewYorkYear;
  /** The official documents New York's figures were read in, and the day they were last checked. */
  sources: readonly Source[];
  reviewed: string;
  /** Where "ask us" leads: the plan that fits the year, as the estimate's summary leads. */
  askUsLink: string;
}

/**
 * New York State's and City's tax as the lines of Form IT-201, figured from the federal estimate (its code and words
 * are loaded only once a New York residence is chosen), with what needs a person and where the figures come from.
 */
export default function NewYorkEstimate({ figures, household, federal, newYorkYear, sources, reviewed, askUsLink }: NewYorkEstimateProps) {
  const text = useWords(words);
  const { lines, askUs } = useMemo(() => newYorkEstimate(figures, household, federal, newYorkYear), [figures, household, federal, newYorkYear]);
  const year = figures.year;
  return (
    <section css={sectionStyle} aria-labelledby="new-york-heading">
      <h2 id="new-york-heading">{text.heading(year, newYorkYear.residence === "newYorkCity")}</h2>
      <p>{text.intro(year)}</p>
      {askUs.length > 0 && (
        <div css={askUsStyle}>
          <h3>{text.askUsHeading}</h3>
          <p>{text.askUsText}</p>
          <ul>
            {askUs.map((topic) => (
              <li key={topic}>{text.topics[topic]}</li>
            ))}
          </ul>
          <p>
            <ButtonLink to={askUsLink}>{text.askUsLink}</ButtonLink>
          </p>
        </div>
      )}
      <div css={linesWithNotesStyle}>
        <LinesTable
          caption={text.tableCaption(year)}
          rows={lines.map(({ line, key, amount }) => ({ key, line, name: text.lines[key], amount, total: TOTALS.has(key) || undefined }))}
        />
        {text.spanishLines && <p data-note>{text.spanishLines}</p>}
      </div>
      <SourceList sources={sources} reviewed={reviewed} level={3} id="new-york-sources" />
    </section>
  );
}
