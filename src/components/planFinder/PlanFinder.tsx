import { useEffect, useRef, useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { VISUALLY_HIDDEN } from "../../theme/visuallyHidden";
import { buttonStyle } from "../ui/ButtonLink";
import QuestionStep from "./QuestionStep";
import ResultView from "./ResultView";
import { planFinder as finderWords } from "@words/planFinder/planFinder";
import { askedQuestions, choosesSeveral, questionCount, type Choices, type Finder } from "../../lib/planFinder/rules";
import { finderResult, type FinderPlan } from "../../lib/planFinder/result";
import { useWords } from "../../i18n/PageLanguage";
import { space } from "../../theme/tokens";

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-top: ${space[5]};
`;

export interface PlanFinderProps {
  finder: Finder;
  sections: readonly { plans: readonly FinderPlan[] }[];
}

/**
 * The questions, one at a time, then the plan. Each step takes the focus to its first answer (the result to its
 * heading) and is announced politely; nothing chosen leaves the page.
 */
export default function PlanFinder({ finder, sections }: PlanFinderProps) {
  const text = useWords(finderWords);
  const [choices, setChoices] = useState<Choices>({});
  const [step, setStep] = useState(0);
  const [missing, setMissing] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const asked = askedQuestions(finder.questions, choices);
  const question = asked.at(step);
  const position = text.step(step + 1, questionCount(finder.questions, choices, step));
  const result = question ? undefined : finderResult(finder, sections, choices);

  useEffect(() => {
    // The answer chosen, else the first; on the result, its heading.
    const within = (selector: string) => stepRef.current?.querySelector<HTMLElement>(selector);
    (within("input:checked") ?? within("input") ?? within("h3"))?.focus();
  }, [step]);

  const announcement = question ? position : result ? text.resultSaid(result.plan.title) : "";

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    if (!question) return;
    if (!choosesSeveral(question) && (choices[question.id] ?? []).length === 0) {
      setMissing(true);
      stepRef.current?.querySelector<HTMLElement>("input")?.focus();
      return;
    }
    setMissing(false);
    setStep(step + 1);
  };

  return (
    <div>
      <p aria-live="polite" className={VISUALLY_HIDDEN}>
        {missing ? text.chooseOne : announcement}
      </p>
      <div ref={stepRef}>
        {question ? (
          <form onSubmit={onNext} noValidate>
            <QuestionStep
              question={question}
              number={position}
              chosen={choices[question.id] ?? []}
              missing={missing ? text.chooseOne : undefined}
              onChange={(keys) => {
                setChoices({ ...choices, [question.id]: keys });
                setMissing(false);
              }}
            />
            <div css={actionsStyle}>
              <button type="submit" css={buttonStyle("primary")}>
                {step + 1 < asked.length ? text.next : text.seePlan}
              </button>
              {step > 0 && (
                <button type="button" css={buttonStyle("secondary")} onClick={() => setStep(step - 1)}>
                  {text.back}
                </button>
              )}
            </div>
          </form>
        ) : (
          result && (
            <ResultView
              result={result}
              onRestart={() => {
                setChoices({});
                setStep(0);
              }}
            />
          )
        )}
      </div>
    </div>
  );
}
