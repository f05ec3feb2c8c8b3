import { memo } from "react";
import { useWords } from "../../i18n/PageLanguage";
import { FILING_STATUSES, type FilingStatus } from "../../lib/tax/figures";
import { spouseFieldsShown, type PersonValues } from "../../lib/tax/visitorValues";
import { plainFieldset } from "../ui/plainFieldset";
import { Check, Choices, Group, gridStyle, subheadingStyle, type SetField } from "./EstimatorFields";
import { choicesStyle } from "../ui/choicesStyle";
import { estimator as words } from "@words/estimator/estimator";
import type { EstimatorWords } from "@words/estimator/estimator";
import { stack } from "../ui/stack";

type PersonFact = keyof EstimatorWords["personFacts"];

/** What is asked of a spouse filing separately; of the filer and a spouse filing jointly, their SSN's validity too. */
const AGE_AND_BLINDNESS: readonly PersonFact[] = ["age65OrOlder", "blind"];
const PERSON_FACTS: readonly PersonFact[] = [...AGE_AND_BLINDNESS, "validSsn"];

interface HouseholdQuestionsProps {
  year: number;
  filingStatus: FilingStatus;
  filer: PersonValues;
  spouse: PersonValues;
  set: SetField;
}

/** Whether the answers asked here are the same: a keystroke in a person's income leaves these questions be. */
const sameAnswers = (before: HouseholdQuestionsProps, after: HouseholdQuestionsProps) =>
  before.year === after.year &&
  before.filingStatus === after.filingStatus &&
  before.set === after.set &&
  PERSON_FACTS.every((fact) => before.filer[fact] === after.filer[fact] && before.spouse[fact] === after.spouse[fact]);

/** Who files: the filing status, and the facts of the filer and the spouse that change the standard deduction and the credits. */
export default memo(function HouseholdQuestions({ year, filingStatus, filer, spouse, set }: HouseholdQuestionsProps) {
  const text = useWords(words);
  const spouseShown = spouseFieldsShown(filingStatus);
  const personFacts = (who: "filer" | "spouse", values: PersonValues, which: readonly PersonFact[]) => (
    <fieldset css={plainFieldset}>
      <legend css={subheadingStyle}>{text.people[who]}</legend>
      {who === "spouse" && spouseShown === "ageAndBlindness" && <p data-note>{text.spouseSeparately}</p>}
      <div css={choicesStyle}>
        {which.map((fact) => (
          <Check key={fact} name={`${who}.${fact}`} label={text.personFacts[fact](year)} checked={values[fact]} set={set} />
        ))}
      </div>
    </fieldset>
  );
  return (
    <Group>
      <legend>{text.sections.household}</legend>
      <div css={stack[5]}>
        <fieldset css={plainFieldset}>
          <legend css={subheadingStyle}>{text.filingStatus.legend}</legend>
          <Choices name="filingStatus" options={FILING_STATUSES} labels={text.filingStatus.options} checked={filingStatus} set={set} />
        </fieldset>
        <div css={gridStyle}>
          {personFacts("filer", filer, PERSON_FACTS)}
          {spouseShown !== "none" && personFacts("spouse", spouse, spouseShown === "all" ? PERSON_FACTS : AGE_AND_BLINDNESS)}
        </div>
      </div>
    </Group>
  );
}, sameAnswers);
