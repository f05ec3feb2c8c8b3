import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import VisuallyHidden from "../ui/VisuallyHidden";
import type { Plan } from "../../lib/content/types/pricing";
import { cellOf, type Cell, type ComparedRow } from "../../lib/pricing/comparison";
import { priceLabel, spokenPrice } from "../../lib/price";
import { price as priceWords } from "@words/pricing/price";
import { color, fontSize, headingType, radius, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import { cardSurface } from "../ui/cardSurface";
import { comparisonTable as words } from "@words/pricing/comparisonTable";

/* The table scrolls sideways within its frame on a narrow screen, its row headers kept in view. */
const frameStyle = css`
  /* Positioned, so that the visually hidden prices are held (and clipped) within it, not in the page. */
  position: relative;
  margin-top: ${space[7]};
  overflow-x: auto;
  ${cardSurface};
  border-radius: ${radius.lg};
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const tableStyle = css`
  width: 100%;
  min-width: 34rem;
  border-collapse: collapse;
  font-size: ${fontSize.base};
  caption {
    padding: ${space[4]};
    text-align: left;
    ${headingType}
    font-size: ${fontSize.lg};
    color: ${color.navyDeep};
  }
  th,
  td {
    padding: ${space[3]} ${space[4]};
    border-top: 1px solid ${color.line};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    ${headingType}
    font-size: ${fontSize.md};
    color: ${color.navyDeep};
  }
  tbody th {
    position: sticky;
    left: 0;
    width: 30%;
    min-width: 8.5rem;
    background: ${color.surface};
    font-weight: 600;
  }
  tbody tr:nth-of-type(even) > * {
    background: ${color.paper};
  }
  /* The prices' row, first, on one line each. */
  tbody tr:first-of-type td {
    white-space: nowrap;
  }
  /* A cell in words with its icon, styled from here: each of the page's cells with its own css prop cost Emotion
     three components and a style made at every render (2026-11-29). */
  [data-included] {
    display: inline-flex;
    gap: ${space[2]};
    align-items: flex-start;
    color: ${color.inkMuted};
    svg {
      flex: none;
      margin-top: 0.2em;
    }
  }
  [data-included="yes"] {
    color: ${color.ink};
    svg {
      color: ${color.teal};
    }
  }
`;

function CellText({ cell }: { cell: Cell }) {
  const { included, notIncluded } = useWords(words);
  if (cell.kind === "limit") return <>{cell.text}</>;
  const yes = cell.kind === "included";
  return (
    <span data-included={yes ? "yes" : "no"}>
      <Icon name={yes ? "check" : "close"} size={18} />
      {yes ? included : notIncluded}
    </span>
  );
}

/**
 * A section's plans side by side: a column per plan, a row per compared feature, each cell in words (included, not
 * included, or the limit). A labelled region that a keyboard can scroll on a narrow screen.
 */
export default function ComparisonTable({
  id,
  sectionTitle,
  rows,
  plans,
}: {
  id: string;
  sectionTitle: string;
  rows: readonly ComparedRow[];
  plans: readonly Plan[];
}) {
  const text = useWords(words);
  const prices = useWords(priceWords);
  const captionId = `${id}-caption`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard to be scrolled.
    <div id={id} role="region" aria-labelledby={captionId} tabIndex={0} css={frameStyle}>
      <table css={tableStyle}>
        <caption id={captionId}>{text.caption(sectionTitle)}</caption>
        <thead>
          <tr>
            <td />
            {plans.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{text.price}</th>
            {plans.map((plan) => {
              const { amount, unit } = priceLabel(plan.price, prices);
              return (
                <td key={plan.id}>
                  <span aria-hidden="true">
                    {amount} {unit}
                  </span>
                  <VisuallyHidden>{spokenPrice(plan.price, prices)}</VisuallyHidden>
                </td>
              );
            })}
          </tr>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              {plans.map((plan) => (
                <td key={plan.id}>
                  <CellText cell={cellOf(plan, row.id)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
