import { lazy, memo, Suspense } from "react";
import { useWords } from "../../i18n/PageLanguage";
import { RESIDENCES } from "../../lib/tax/newYork/residence";
import { newYorkFieldsShown, type FieldProblem, type NewYorkValues } from "../../lib/tax/visitorValues";
import { Choices, Group, type SetField } from "./EstimatorFields";
import { estimator as words } from "@words/estimator/estimator";

// New York's questions, and their words, come only once a New York residence is chosen.
const NewYorkQuestions = lazy(() => import("./NewYorkQuestions"));

interface ResidenceQuestionsProps {
  year: number;
  values: NewYorkValues;
  /** The problem of the count of young children, if it cannot be read. */
  problem?: FieldProblem;
  set: SetField;
}

/** Where the visitor lived in the year, and New York's own questions once they say New York. */
export default memo(function ResidenceQuestions({ year, values, problem, set }: ResidenceQuestionsProps) {
  const text = useWords(words);
  return (
    <Group>
      <legend>{text.residence.legend(year)}</legend>
      <Choices name="newYork.residence" options={RESIDENCES} labels={text.residence.options} checked={values.residence} set={set} />
      {newYorkFieldsShown(values.residence) && (
        <Suspense fallback={null}>
          <NewYorkQuestions year={year} values={values} problem={problem} set={set} />
        </Suspense>
      )}
    </Group>
  );
});
