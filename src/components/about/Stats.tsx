import { css } from "@emotion/react";
import { plainList } from "../ui/plainList";
import { yearsFigure, yearsInOperation } from "../../lib/years";
import { bp, color, fontSize, headingType, radius, space } from "../../theme/tokens";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { stats as words } from "@words/about/stats";
import type { Claim } from "../../lib/content/types/firm";

/** The claims' figures are the English content's ("< 24 hrs"): their unit words, in the page's language. */

const listStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(2, 1fr);
  ${bp.nav} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    padding: ${space[5]} ${space[4]};
    border-radius: ${radius.md};
    background: ${color.onDarkTint};
    text-align: center;
  }
  strong {
    display: block;
    ${headingType}
    font-size: ${fontSize["2xl"]};
    color: ${color.goldOnDark};
    line-height: 1.2;
  }
  span {
    font-size: ${fontSize.base};
    color: ${color.surface};
  }
`;

interface StatsProps {
  foundedYear: number;
  yearsLabel: string;
  claims: readonly Pick<Claim, "value" | "label">[];
}

/**
 * The firm in figures. Years in operation are counted again in the visitor's browser, so the figure is
 * right on the day the page is read, not only on the day it was built.
 */
export default function Stats({ foundedYear, yearsLabel, claims }: StatsProps) {
  const language = useLanguage();
  const { figure } = useWords(words);
  // Counted in each render: the browser's renders count from the visitor's own clock.
  const years = yearsInOperation(foundedYear);
  return (
    <ul css={listStyle}>
      <li>
        <strong>{yearsFigure(years, language)}</strong>
        <span>{yearsLabel}</span>
      </li>
      {claims.map((claim) => (
        <li key={claim.label}>
          <strong>{figure(claim.value)}</strong>
          <span>{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}
