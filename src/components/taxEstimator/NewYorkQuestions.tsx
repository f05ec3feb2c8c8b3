import { css } from "@emotion/react";
import { useWords } from "../../i18n/PageLanguage";
import type { FieldProblem, NewYorkValues } from "../../lib/tax/visitorValues";
import { space } from "../../theme/tokens";
import { newYorkQuestions as words } from "@words/newYorkQuestions/newYorkQuestions";
import { plainFieldset } from "../ui/plainFieldset";
import { Amount, Check, subheadingStyle, type SetField } from "./EstimatorFields";
import { choicesStyle } from "../ui/choicesStyle";
import { estimator as estimatorWords } from "@words/estimator/estimator";
import { stack } from "../ui/stack";

const fieldsetStyle = css(plainFieldset, { marginTop: space[5] });

interface NewYorkQuestionsProps {
  year: number;
  values: NewYorkValues;
  /** The problem of the count of young children, if it cannot be read. */
  problem?: FieldProblem;
  set: SetField;
}

/**
 * What New York needs to know besides the federal return, asked once the visitor says they lived in New York (its
 * code and words come then): the youngest children for the Empire State child credit, and what sends to "ask us".
 */
export default function NewYorkQuestions({ year, values, problem, set }: NewYorkQuestionsProps) {
  const text = useWords(words);
  const problems = useWords(estimatorWords).problems;
  const check = (name: "partYearResident" | "livedInYonkers" | "itemizesForNewYork", label: string) => (
    <Check name={`newYork.${name}`} label={label} checked={values[name]} set={set} />
  );
  const { label, hint } = text.childrenUnder4(year);
  return (
    <fieldset css={fieldsetStyle} aria-describedby="new-york-hint">
      <legend css={subheadingStyle}>{text.legend}</legend>
      <p id="new-york-hint" data-note>
        {text.hint}
      </p>
      <div css={stack[4]}>
        <Amount
          name="newYork.childrenUnder4"
          label={label}
          hint={hint}
          inputMode="numeric"
          value={values.childrenUnder4}
          error={problem && problems[problem]}
          set={set}
        />
        <div css={choicesStyle}>
          {check("partYearResident", text.partYearResident(year))}
          {/* Yonkers is outside New York City: asked of a resident of the state outside it. */}
          {values.residence === "newYorkState" && check("livedInYonkers", text.livedInYonkers(year))}
          {check("itemizesForNewYork", text.itemizesForNewYork)}
        </div>
      </div>
    </fieldset>
  );
}
