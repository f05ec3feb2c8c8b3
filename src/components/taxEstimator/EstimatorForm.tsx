import { css } from "@emotion/react";
import { memo, type ChangeEvent, type ComponentProps } from "react";
import FormField from "../forms/FormField";
import { useWords } from "../../i18n/PageLanguage";
import { FILING_STATUSES } from "../../lib/tax/figures";
import { OUT_OF_SCOPE_INPUTS } from "../../lib/tax/scope";
import { spouseFieldsShown, type EstimatorValues, type FieldProblem } from "../../lib/tax/visitorValues";
import { bp, color, fontSize, radius, space } from "../../theme/tokens";
import { words, type EstimatorWords } from "./words";
import { plainFieldset } from "../ui/plainFieldset";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";

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

const choicesStyle = css`
  display: grid;
  gap: ${space[2]};
  label {
    display: flex;
    align-items: flex-start;
    gap: ${space[3]};
    min-height: 2.75rem;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    background: ${color.surface};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${color.navy};
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${color.navy};
  }
`;

const subheadingStyle = css`
  padding: 0;
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.base};
  font-weight: 700;
  color: ${color.ink};
`;

const noteStyle = css`
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.sm};
  color: ${color.inkMuted};
`;

interface EstimatorFormProps {
  year: number;
  values: EstimatorValues;
  problems: Readonly<Partial<Record<string, FieldProblem>>>;
  /** Off until the page runs in the browser: without JavaScript nothing would be figured. */
  ready: boolean;
  set: SetField;
}

const valueAt = (values: EstimatorValues, name: string): unknown =>
  name.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], values);

type SetField = (name: string, value: string | boolean) => void;

interface AmountProps {
  name: string;
  label: string;
  hint?: string;
  inputMode: "decimal" | "numeric";
  value: string;
  error?: string;
  set: SetField;
}

/*
 * One field of the form. Memoised, with the form's stable `set`: a keystroke draws again the field typed in and the
 * estimate, not the forty others: from a key to the painted result at 4× CPU, 43 ms median with it and 57 without in
 * one run of 2026-11-24 (npm run bench prints today's figure beside the bare page's own keystroke).
 */
const Amount = memo(function Amount({ name, label, hint, inputMode, value, error, set }: AmountProps) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      inputMode={inputMode}
      autoComplete="off"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value)}
      error={error}
    />
  );
});

const Check = memo(function Check({ name, label, checked, set }: { name: string; label: string; checked: boolean; set: SetField }) {
  return (
    <label>
      <input type="checkbox" name={name} checked={checked} onChange={(event) => set(name, event.target.checked)} />
      <span>{label}</span>
    </label>
  );
});

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
  const flags = (who: "filer" | "spouse", which: readonly (keyof EstimatorWords["flags"])[]) => (
    <fieldset css={plainFieldset}>
      <legend css={subheadingStyle}>{text.people[who]}</legend>
      {who === "spouse" && spouse === "ageAndBlindness" && <p css={noteStyle}>{text.spouseSeparately}</p>}
      <div css={choicesStyle}>{which.map((flag) => check(`${who}.${flag}`, text.flags[flag](year)))}</div>
    </fieldset>
  );
  const people = spouse === "all" ? (["filer", "spouse"] as const) : (["filer"] as const);
  return (
    <form aria-label={text.formHeading} onSubmit={(event) => event.preventDefault()} noValidate>
      <fieldset disabled={!ready} css={[plainFieldset, { display: "grid", gap: space[6] }]}>
        <Group>
          <legend>{text.sections.household}</legend>
          <div css={{ display: "grid", gap: space[5] }}>
            <fieldset css={plainFieldset}>
              <legend css={subheadingStyle}>{text.filingStatus.legend}</legend>
              <div css={choicesStyle}>
                {FILING_STATUSES.map((status) => (
                  <label key={status}>
                    <input
                      type="radio"
                      name="filingStatus"
                      value={status}
                      checked={values.filingStatus === status}
                      onChange={() => set("filingStatus", status)}
                    />
                    <span>{text.filingStatus.options[status]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div css={gridStyle}>
              {flags("filer", ["age65OrOlder", "blind", "validSsn"])}
              {spouse !== "none" && flags("spouse", spouse === "all" ? ["age65OrOlder", "blind", "validSsn"] : ["age65OrOlder", "blind"])}
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
