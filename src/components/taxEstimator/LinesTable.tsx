import { css } from "@emotion/react";
import { memo } from "react";
import { useWords } from "../../i18n/PageLanguage";
import { formatDollars } from "../../lib/tax/money";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { figuresTableStyle } from "./styles";
import { estimator as words } from "@words/estimator/estimator";

/**
 * A return's lines: a framed table, its caption a heading, each line's number muted, parts indented, totals bold.
 * One style on the frame reaches the table's parts, as a keystroke draws the table again (an element with a `css`
 * prop costs Emotion three components).
 */
const linesTableStyle = css`
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surface};
  table {
    ${figuresTableStyle};
  }
  caption {
    padding: ${space[4]} ${space[4]} ${space[2]};
    font-size: ${fontSize.lg};
  }
  td:first-of-type {
    width: 3rem;
    color: ${color.inkMuted};
    font-variant-numeric: tabular-nums;
  }
  tr[data-part] th,
  tr[data-part] td {
    color: ${color.inkMuted};
    font-size: ${fontSize.sm};
  }
  tr[data-part] th {
    padding-left: ${space[6]};
  }
  tr[data-total] th,
  tr[data-total] td:last-child {
    font-weight: 700;
    color: ${color.ink};
  }
`;

export interface LineRow {
  key: string;
  /** The line's number on the form; none for a part of a line. */
  line?: string;
  /** The line's name as the form has it, in the page's language. */
  name: string;
  amount: number;
  part?: true;
  total?: true;
}

/** One line; drawn again only when its figure or name changes, as a keystroke changes a few lines of many. */
const Line = memo(function Line({ line, name, amount, part, total }: Omit<LineRow, "key">) {
  return (
    <tr data-part={part} data-total={total}>
      <td>{line}</td>
      <th scope="row">{name}</th>
      <td>{formatDollars(amount)}</td>
    </tr>
  );
});

/** The lines of a return (Form 1040's, Form IT-201's), each numbered and named as the form has them. */
export default function LinesTable({ caption, rows }: { caption: string; rows: readonly LineRow[] }) {
  const text = useWords(words).result;
  return (
    <div css={linesTableStyle}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.line}</th>
            <th scope="col">{text.description}</th>
            <th scope="col">{text.amount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Line key={row.key} line={row.line} name={row.name} amount={row.amount} part={row.part} total={row.total} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
