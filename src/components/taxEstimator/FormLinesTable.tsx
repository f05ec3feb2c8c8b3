import { useWords } from "../../i18n/PageLanguage";
import type { Estimate } from "../../lib/tax/estimate";
import { formLines, type FormLineKey } from "../../lib/tax/formLines";
import LinesTable from "./LinesTable";
import { linesWithNotesStyle } from "./styles";
import { estimator as words } from "@words/estimator/estimator";

const TOTALS = new Set<FormLineKey>(["totalIncome", "adjustedGrossIncome", "taxableIncome", "totalTax", "totalPayments", "overpaid", "amountOwed"]);

/** The estimate as the lines of Form 1040, each numbered and named as the form has it, with what the estimate assumed. */
export default function FormLinesTable({ year, result }: { year: number; result: Estimate }) {
  const text = useWords(words).result;
  return (
    <div css={linesWithNotesStyle}>
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
      {text.spanishLines && <p data-note>{text.spanishLines}</p>}
      {result.assumptions.map((assumption) => (
        <p key={assumption} data-note>
          {text.assumptions[assumption]}
        </p>
      ))}
    </div>
  );
}
