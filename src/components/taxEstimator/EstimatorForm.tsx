import { css } from "@emotion/react";
import { memo } from "react";
import { useWords } from "../../i18n/PageLanguage";
import { OUT_OF_SCOPE_INPUTS } from "../../lib/tax/scope";
import { spouseFieldsShown, type EstimatorValues, type FieldProblem } from "../../lib/tax/visitorValues";
import { space } from "../../theme/tokens";
import { Amount, Check, Group, gridStyle, valueAt, type SetField } from "./EstimatorFields";
import { choicesStyle } from "../ui/choicesStyle";
import HouseholdQuestions from "./HouseholdQuestions";
import ResidenceQuestions from "./ResidenceQuestions";
import { estimator as words } from "@words/estimator/estimator";
import type { EstimatorWords } from "@words/estimator/estimator";
import { plainFieldset } from "../ui/plainFieldset";

type Problems = Readonly<Partial<Record<string, FieldProblem>>>;
type PersonAmount = keyof EstimatorWords["personAmounts"];

/** The form's groups, a step apart. */
const fieldsetStyle = css(plainFieldset, { display: "grid", gap: space[6] });

const DEPENDENTS = ["childrenUnder17WithSsn", "childrenUnder17WithoutSsn", "otherDependents", "otherDependentsQualifyingForEic"] as const;
const OTHER_INCOME = ["interest", "ordinaryDividends", "unemployment"] as const;
const DEDUCTIONS = ["stateAndLocalTaxes", "mortgageInterest", "giftsToCharity", "carLoanInterest"] as const;
const PAYMENTS = ["federalTaxWithheld", "estimatedTaxPaid"] as const;
const PERSON_AMOUNTS: readonly PersonAmount[] = ["wages", "selfEmploymentProfit", "qualifiedTips", "overtimePremium"];
const INCOME = {
  filer: PERSON_AMOUNTS.map((name) => `filer.${name}`),
  spouse: PERSON_AMOUNTS.map((name) => `spouse.${name}`),
};

/** A field's label and hint by its name: "interest", or a person's "filer.wages". */
function labelOf(text: EstimatorWords, name: string): { label: string; hint?: string } {
  const [head, field] = name.split(".");
  return field ? text.personAmounts[field as PersonAmount] : text.fields[head as keyof EstimatorWords["fields"]];
}

interface AmountGroupProps {
  legend: string;
  /** Its fields' names, a list that stays the same from one keystroke to the next. */
  names: readonly string[];
  inputMode: "decimal" | "numeric";
  values: EstimatorValues;
  problems: Problems;
  set: SetField;
}

/** Whether a group's own fields hold what they held: a keystroke draws again the group typed in, not the others. */
const sameFields = (before: AmountGroupProps, after: AmountGroupProps) =>
  before.legend === after.legend &&
  before.names === after.names &&
  before.inputMode === after.inputMode &&
  before.set === after.set &&
  before.names.every((name) => valueAt(before.values, name) === valueAt(after.values, name) && before.problems[name] === after.problems[name]);

/** A group of amounts (or counts), each with its problem when it cannot be read. */
const AmountGroup = memo(function AmountGroup({ legend, names, inputMode, values, problems, set }: AmountGroupProps) {
  const text = useWords(words);
  return (
    <Group>
      <legend>{legend}</legend>
      <div css={gridStyle}>
        {names.map((name) => {
          const problem = problems[name];
          const { label, hint } = labelOf(text, name);
          return (
            <Amount
              key={name}
              name={name}
              label={label}
              hint={hint}
              inputMode={inputMode}
              value={valueAt(values, name) as string}
              error={problem && text.problems[problem]}
              set={set}
            />
          );
        })}
      </div>
    </Group>
  );
}, sameFields);

/** What the estimate leaves to a person: a tick sends the visitor to "ask us". */
const OutOfScopeQuestions = memo(function OutOfScopeQuestions({ outOfScope, set }: { outOfScope: EstimatorValues["outOfScope"]; set: SetField }) {
  const text = useWords(words);
  return (
    <Group aria-describedby="out-of-scope-hint">
      <legend>{text.sections.outOfScope}</legend>
      <p id="out-of-scope-hint" data-note>
        {text.outOfScopeHint}
      </p>
      <div css={choicesStyle}>
        {OUT_OF_SCOPE_INPUTS.map((topic) => (
          <Check key={topic} name={`outOfScope.${topic}`} label={text.outOfScope[topic]} checked={outOfScope[topic]} set={set} />
        ))}
      </div>
    </Group>
  );
});

interface EstimatorFormProps {
  year: number;
  values: EstimatorValues;
  problems: Problems;
  /** Off until the page runs in the browser: without JavaScript nothing would be figured. */
  ready: boolean;
  set: SetField;
}

/**
 * The questions of the estimate, in the order of a return: who files, who depends on them, income, deductions,
 * payments. Each group is drawn again only when its own answers change: a keystroke in wages makes 19% fewer calls
 * into the site's scripts (12% living in New York City) than with the whole form drawn again (2026-11-28, counted by
 * bench-compare --interactions; its timings on this machine vary too much to tell the two apart).
 */
export default function EstimatorForm({ year, values, problems, ready, set }: EstimatorFormProps) {
  const text = useWords(words);
  const people = spouseFieldsShown(values.filingStatus) === "all" ? (["filer", "spouse"] as const) : (["filer"] as const);
  const amounts = (legend: string, names: readonly string[], inputMode: "decimal" | "numeric" = "decimal") => (
    <AmountGroup key={legend} legend={legend} names={names} inputMode={inputMode} values={values} problems={problems} set={set} />
  );
  return (
    <form aria-label={text.formHeading} onSubmit={(event) => event.preventDefault()} noValidate>
      <fieldset disabled={!ready} css={fieldsetStyle}>
        <HouseholdQuestions year={year} filingStatus={values.filingStatus} filer={values.filer} spouse={values.spouse} set={set} />
        {amounts(text.sections.dependents, DEPENDENTS, "numeric")}
        <ResidenceQuestions year={year} values={values.newYork} problem={problems["newYork.childrenUnder4"]} set={set} />
        {people.map((who) => amounts(text.sections.income(who), INCOME[who]))}
        {amounts(text.sections.otherIncome, OTHER_INCOME)}
        {amounts(text.sections.deductions, DEDUCTIONS)}
        {amounts(text.sections.payments, PAYMENTS)}
        <OutOfScopeQuestions outOfScope={values.outOfScope} set={set} />
      </fieldset>
    </form>
  );
}
