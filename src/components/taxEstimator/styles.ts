import { css } from "@emotion/react";
import { framedPanel } from "../ui/framedPanel";
import { color, fontSize, radius, space } from "../../theme/tokens";

/**
 * Muted notes (below a figure or a table, under a group's heading), each marked `data-note`: styled from the part that
 * holds them, not each by its own `css` prop, as a keystroke draws them again (an element with a `css` prop costs
 * Emotion three components).
 */
export const notesStyle = css`
  [data-note] {
    font-size: ${fontSize.sm};
    color: ${color.inkMuted};
  }
`;

/** The estimate's framed panels, the summary and next year's payments: their frame, spacing and headings. */
export const panelStyle = css`
  ${framedPanel};
  display: grid;
  gap: ${space[5]};
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
  ${notesStyle}
`;

/** A return's lines and, a small step below, their notes (what the estimate assumed, the form's language). */
export const linesWithNotesStyle = css`
  display: grid;
  gap: ${space[2]};
  ${notesStyle}
`;

/** The estimate's tables of figures, Form 1040's lines and next year's payments: rules between rows, amounts on the right. */
export const figuresTableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.base};
  caption {
    text-align: left;
    font-weight: 700;
    color: ${color.navyDeep};
  }
  th,
  td {
    padding: ${space[2]} ${space[3]};
    border-top: 1px solid ${color.line};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${color.inkMuted};
    font-size: ${fontSize.sm};
    font-weight: 600;
  }
  tbody th {
    font-weight: 400;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/** What needs a person, in the estimate's summary and in New York's: a gold-edged box with its list of reasons. */
export const askUsStyle = css`
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

/**
 * Next year's payments, federal and New York's: a panel whose plans' figures (each a row of a `dl`, its notes below
 * it) and installments' tables are styled from here, not each by its own `css` prop, as a keystroke draws them again
 * (an element with a `css` prop costs Emotion three components) and the first plan's table appears at a keystroke
 * (a style drawn for the first time is parsed then).
 */
export const paymentsPanelStyle = css`
  ${panelStyle};
  dl {
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
  /* The installments sit in the panel's own padding, their amounts bold. */
  table {
    ${figuresTableStyle};
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
  }
`;
