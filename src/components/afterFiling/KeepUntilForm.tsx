import { css } from "@emotion/react";
import { useState, type ChangeEvent } from "react";
import FormField from "../forms/FormField";
import { choicesStyle } from "../ui/choicesStyle";
import { plainFieldset } from "../ui/plainFieldset";
import { cardSurface } from "../ui/cardSurface";
import type { RecordRule } from "../../lib/content/types/afterFiling";
import { countedFrom, countedRules, keepUntil, namedReturnProblem } from "../../lib/records/keepUntil";
import { bp, color, fontSize, space } from "../../theme/tokens";
import type { afterFiling } from "@words/afterFiling/afterFiling";

const formStyle = css`
  ${cardSurface};
  display: grid;
  gap: ${space[4]};
  padding: ${space[5]};
  h3,
  p {
    margin: 0;
  }
  ${bp.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :not([data-half]) {
      grid-column: 1 / -1;
    }
  }
`;

const legendStyle = css`
  font-weight: 600;
  color: ${color.navyDeep};
  margin-bottom: ${space[2]};
`;

const answerStyle = css`
  font-size: ${fontSize.lg};
  color: ${color.navyDeep};
  strong {
    display: block;
  }
`;

interface KeepUntilFormProps {
  rules: readonly RecordRule[];
  text: (typeof afterFiling)["keepUntil"];
  thisYear: number;
}

/** For a return the visitor names, the year until which to keep its records: worked out as they type, nothing sent. */
export default function KeepUntilForm({ rules, text, thisYear }: KeepUntilFormProps) {
  const options = countedRules(rules);
  const [taxYear, setTaxYear] = useState("");
  const [filedYear, setFiledYear] = useState("");
  const [ruleId, setRuleId] = useState(options.at(0)?.id ?? "");
  const rule = options.find((option) => option.id === ruleId) ?? options.at(0);
  const tax = Number(taxYear);
  // Left empty, the return was filed when it was due: the year after its tax year.
  const filed = filedYear.trim() === "" ? tax + 1 : Number(filedYear);
  const problem = taxYear.trim() === "" ? undefined : namedReturnProblem(tax, filed, thisYear);
  const answered = taxYear.trim() !== "" && !problem && rule;
  return (
    <form css={formStyle} aria-labelledby="keep-until-heading" onSubmit={(event) => event.preventDefault()}>
      <h3 id="keep-until-heading">{text.heading}</h3>
      <p>{text.intro}</p>
      <div data-half>
        <FormField
          name="tax-year"
          label={text.taxYear}
          hint={text.taxYearHint}
          inputMode="numeric"
          autoComplete="off"
          value={taxYear}
          error={problem === "taxYear" ? text.taxYearProblem(thisYear) : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setTaxYear(event.target.value)}
        />
      </div>
      <div data-half>
        <FormField
          name="filed-year"
          label={text.filedYear}
          hint={text.filedYearHint}
          inputMode="numeric"
          autoComplete="off"
          value={filedYear}
          error={problem === "filedYear" ? text.filedYearProblem : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setFiledYear(event.target.value)}
        />
      </div>
      <fieldset css={plainFieldset}>
        <legend css={legendStyle}>{text.rule}</legend>
        <div css={choicesStyle}>
          {options.map((option) => (
            <label key={option.id}>
              <input type="radio" name="rule" value={option.id} checked={option.id === rule?.id} onChange={() => setRuleId(option.id)} />
              <span>
                {option.situation}: {option.keep}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" css={answerStyle}>
        {answered && (
          <>
            <strong>{text.answer(tax, keepUntil({ taxYear: tax, filedYear: filed, years: rule.years }))}</strong>
            {text.counted(rule.years, countedFrom(tax, filed))}
          </>
        )}
      </p>
    </form>
  );
}
