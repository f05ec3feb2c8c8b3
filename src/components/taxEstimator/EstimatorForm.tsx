import { css } from "@emotion/react";
import { lazy, Suspense, type ComponentProps } from "react";
import { useWords } from "../../i18n/PageLanguage";
import { FILING_STATUSES } from "../../lib/tax/figures";
import { OUT_OF_SCOPE_INPUTS } from "../../lib/tax/scope";
import { RESIDENCES } from "../../lib/tax/newYork/residence";
import { newYorkFieldsShown, spouseFieldsShown, type EstimatorValues, type FieldProblem } from "../../lib/tax/visitorValues";
import { bp, color, fontSize, space } from "../../theme/tokens";
import { Amount, Check, Choices, choicesStyle, noteStyle, subheadingStyle, valueAt, type SetField } from "./EstimatorFields";
import { words, type EstimatorWords } from "./words";
import { plainFieldset } from "../ui/plainFieldset";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";

// New York's questions, and their words, come only once a New York residence is chosen.
const NewYorkQuestions = lazy(() => import("./NewYorkQuestions"));

const fieldsetStyle = css`
  ${plainFieldset};
  padding-top: ${space[5]};
  border-top: 1px solid ${color.line};
  & > legend {
    float: left;
    width: 100%;
    margin-bottom: ${space[4]};
    font-size: ${fontSize.lg};
    font-weight: 700;
    color: ${color.navyDeep};
  }
  & > legend + * {
    clear: both;
  }
`;

const gridStyle = css`
  display: grid;
  gap: ${space[5]};
  ${bp.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

interface EstimatorFormProps {
  year: number;
  values: EstimatorValues;
  problems: Readonly<Partial<Record<string, FieldProblem>>>;
  /** Off until the page runs in the browser: without JavaScript nothing would be figured. */
  ready: boolean;
  set: SetField;
}

/** One group of questions, hydrated in a task of its own: the whole form at once is a long task on a phone. */
function Group(props: ComponentProps<"fieldset">) {
  return (
    <HydrateInOwnTask>
      <fieldset css={fieldsetStyle} {...props} />
    </HydrateInOwnTask>
  );
}

/** The questions of the estimate, in the order of a return: who files, who depends on them, income, deductions, payments. */
export default function EstimatorForm({ year, values, problems, ready, set }: EstimatorFormProps) {
  const text = useWords(words);
  const spouse = spouseFieldsShown(values.filingStatus);
  const amount = (name: string, { label, hint }: { label: string; hint?: string }, inputMode: "decimal" | "numeric" = "decimal") => {
    const problem = problems[name];
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
  };
  const check = (name: string, label: string) => <Check key={name} name={name} label={label} checked={valueAt(values, name) as boolean} set={set} />;
  const personFacts = (who: "filer" | "spouse", which: readonly (keyof EstimatorWords["personFacts"])[]) => (
    <fieldset css={plainFieldset}>
      <legend css={subheadingStyle}>{text.people[who]}</legend>
      {who === "spouse" && spouse === "ageAndBlindness" && <p css={noteStyle}>{text.spouseSeparately}</p>}
      <div css={choicesStyle}>{which.map((flag) => check(`${who}.${flag}`, text.personFacts[flag](year)))}</div>
    </fieldset>
  );
  const people = spouse === "all" ? (["filer", "spouse"] as const) : (["filer"] as const);
  const { residence } = values.newYork;
  return (
    <form aria-label={text.formHeading} onSubmit={(event) => event.preventDefault()} noValidate>
      <fieldset disabled={!ready} css={[plainFieldset, { display: "grid", gap: space[6] }]}>
        <Group>
          <legend>{text.sections.household}</legend>
          <div css={{ display: "grid", gap: space[5] }}>
            <fieldset css={plainFieldset}>
              <legend css={subheadingStyle}>{text.filingStatus.legend}</legend>
              <Choices name="filingStatus" options={FILING_STATUSES} labels={text.filingStatus.options} checked={values.filingStatus} set={set} />
            </fieldset>
            <div css={gridStyle}>
              {personFacts("filer", ["age65OrOlder", "blind", "validSsn"])}
              {spouse !== "none" && personFacts("spouse", spouse === "all" ? ["age65OrOlder", "blind", "validSsn"] : ["age65OrOlder", "blind"])}
            </div>
          </div>
        </Group>
        <Group>
          <legend>{text.sections.dependents}</legend>
          <div css={gridStyle}>
            {(["childrenUnder17WithSsn", "childrenUnder17WithoutSsn", "otherDependents", "otherDependentsQualifyingForEic"] as const).map((name) =>
              amount(name, text.fields[name], "numeric"),
            )}
          </div>
        </Group>
        <Group>
          <legend>{text.residence.legend(year)}</legend>
          <Choices name="newYork.residence" options={RESIDENCES} labels={text.residence.options} checked={residence} set={set} />
          {newYorkFieldsShown(residence) && (
            <Suspense fallback={null}>
              <NewYorkQuestions year={year} values={values.newYork} problem={problems["newYork.childrenUnder4"]} set={set} />
            </Suspense>
          )}
        </Group>
        {people.map((who) => (
          <Group key={who}>
            <legend>{text.sections.income(who)}</legend>
            <div css={gridStyle}>
              {(["wages", "selfEmploymentProfit", "qualifiedTips", "overtimePremium"] as const).map((name) =>
                amount(`${who}.${name}`, text.personAmounts[name]),
              )}
            </div>
          </Group>
        ))}
        <Group>
          <legend>{text.sections.otherIncome}</legend>
          <div css={gridStyle}>{(["interest", "ordinaryDividends", "unemployment"] as const).map((name) => amount(name, text.fields[name]))}</div>
        </Group>
        <Group>
          <legend>{text.sections.deductions}</legend>
          <div css={gridStyle}>
            {(["stateAndLocalTaxes", "mortgageInterest", "giftsToCharity", "carLoanInterest"] as const).map((name) =>
              amount(name, text.fields[name]),
            )}
          </div>
        </Group>
        <Group>
          <legend>{text.sections.payments}</legend>
          <div css={gridStyle}>{(["federalTaxWithheld", "estimatedTaxPaid"] as const).map((name) => amount(name, text.fields[name]))}</div>
        </Group>
        <Group aria-describedby="out-of-scope-hint">
          <legend>{text.sections.outOfScope}</legend>
          <p id="out-of-scope-hint" css={noteStyle}>
            {text.outOfScopeHint}
          </p>
          <div css={choicesStyle}>{OUT_OF_SCOPE_INPUTS.map((topic) => check(`outOfScope.${topic}`, text.outOfScope[topic]))}</div>
        </Group>
      </fieldset>
    </form>
  );
}
