import { css } from "@emotion/react";
import { useWords } from "../../i18n/PageLanguage";
import type { Estimate } from "../../lib/tax/estimate";
import { formLines, type FormLineKey } from "../../lib/tax/formLines";
import { color, fontSize, space } from "../../theme/tokens";
import LinesTable from "./LinesTable";
import { words } from "./words";

const TOTALS = new Set<FormLineKey>(["totalIncome", "adjustedGrossIncome", "taxableIncome", "totalTax", "totalPayments", "overpaid", "amountOwed"]);

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
      <LinesTable
        caption={text.tableCaption(year)}
        rows={formLines(result).map(({ key, line, amount, part }) => ({
          key,
          line,
          name: text.lines[key](year),
          amount,
          part,
          total: TOTALS.has(key) || undefined,
        }))}
      />
      {text.spanishLines && <p css={noteStyle}>{text.spanishLines}</p>}
      {result.assumptions.map((assumption) => (
        <p key={assumption} css={noteStyle}>
          {text.assumptions[assumption]}
        </p>
      ))}
    </div>
  );
}
