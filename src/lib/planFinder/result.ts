/*
 * What the plan finder answers: the plan the rules name, why (the rule's reason and each answer said back), what
 * would raise the price (the later plans of its section, with the reason a rule gives for each), and where to ask.
 */
import { askedQuestions, chosenKeys, ruleFor, type Choices, type Finder, type FinderRule } from "./rules";

export interface FinderPlan {
  id: string;
  title: string;
  price: string;
  cta: { link: string };
}

export interface FinderResult<P extends FinderPlan = FinderPlan> {
  plan: P;
  reason: string;
  /** Each chosen answer, said back ("You have wages"). */
  echoes: string[];
  /** The dearer plans of its section that answers could lead to, each with the rule's reason. */
  raisedBy: { plan: P; reason: string }[];
}

/** The result for `choices`, or undefined if no rule fits (the content check makes sure one does) or its plan is gone. */
export function finderResult<P extends FinderPlan>(
  finder: Finder,
  sections: readonly { plans: readonly P[] }[],
  choices: Choices,
): FinderResult<P> | undefined {
  const chosen = chosenKeys(finder.questions, choices);
  const rule = ruleFor(finder.rules, chosen);
  const section = sections.find(({ plans }) => plans.some((plan) => plan.id === rule?.leadsTo));
  const plan = section?.plans.find((candidate) => candidate.id === rule?.leadsTo);
  if (!rule || !section || !plan) return undefined;
  const asked = askedQuestions(finder.questions, choices);
  const echoes = asked.flatMap((question) => question.answers.filter((answer) => chosen.includes(answer.id)).map((answer) => answer.echo));
  // A rule this visitor could still meet by answering differently: its answers are of the questions asked of them.
  const answerable = new Set(asked.flatMap((question) => question.answers.map((answer) => answer.id)));
  const couldMeet = ({ whenAll, whenAny }: FinderRule) =>
    (whenAll ?? []).every((key) => answerable.has(key)) && ((whenAny ?? []).length === 0 || (whenAny ?? []).some((key) => answerable.has(key)));
  const later = section.plans.slice(section.plans.indexOf(plan) + 1);
  const raisedBy = later.flatMap((dearer) => {
    const leading = finder.rules.find((candidate) => candidate.leadsTo === dearer.id && couldMeet(candidate));
    return leading ? [{ plan: dearer, reason: leading.reason }] : [];
  });
  return { plan, reason: rule.reason, echoes, raisedBy };
}

/** A plan's call to action with the plan named, so the contact form starts with it: /contact?service=…&plan=deluxe-filing. */
export function inquiryLink(plan: FinderPlan): string {
  return `${plan.cta.link}${plan.cta.link.includes("?") ? "&" : "?"}plan=${plan.id}`;
}

/** Where "Book a call" leads: the Book a consultation page (its Spanish address comes from src/lib/routes.ts). */
export const BOOKING_LINK = "/book";
