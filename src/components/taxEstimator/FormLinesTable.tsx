import { css } from "@emotion/react";
import { useWords } from "../../i18n/PageLanguage";
import type { Estimate } from "../../lib/tax/estimate";
import { formLines, type FormLineKey } from "../../lib/tax/formLines";
import { formatDollars } from "../../lib/tax/money";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { figuresTableStyle } from "./styles";
import { words } from "./words";

const TOTALS = new Set<FormLineKey>(["totalIncome", "adjustedGrossIncome", "taxableIncome", "totalTax", "totalPayments", "overpaid", "amountOwed"]);

const frameStyle = css`
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

/** Form 1040's lines: a framed table, its caption a heading, each line's number muted, parts indented, totals bold. */
const linesStyle = css`
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

const noteStyle = css`
  margin: ${space[2]} 0 0;
  font-size: ${fontSize.sm};
  color: ${color.inkMuted};
`;

/** The estimate as the lines of Form 1040, each numbered and named as the form has it, with what the estimate assumed. */
export default function FormLinesTable({ year, result }: { year: number; result: Estimate }) {
  const text = useWords(words).result;
  return (
    <div>
      <div css={frameStyle}>
        <table css={[figuresTableStyle, linesStyle]}>
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
      </div>
      {text.spanishLines && <p css={noteStyle}>{text.spanishLines}</p>}
      {result.assumptions.map((assumption) => (
        <p key={assumption} css={noteStyle}>
          {text.assumptions[assumption]}
        </p>
      ))}
    </div>
  );
}
