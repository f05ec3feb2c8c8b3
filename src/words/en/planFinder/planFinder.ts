/** The plan finder's own words; its questions, answers and reasons are content. */

export interface FinderWords {
  start: string;
  compare: string;
  loading: string;
  /** "Question 2 of 4"; "Question 1" while the number of questions depends on the answer. */
  step: (number: number, total?: number) => string;
  next: string;
  seePlan: string;
  back: string;
  chooseOne: string;
  resultLead: string;
  resultSaid: (plan: string) => string;
  price: (spoken: string) => string;
  why: string;
  raise: string;
  book: string;
  inquire: (plan: string) => string;
  again: string;
  whatToBring: string;
}

export const planFinder: FinderWords = {
  start: "Find my plan",
  compare: "Compare the plans side by side",
  loading: "Loading the questions…",
  step: (number, total) => (total ? `Question ${number} of ${total}` : `Question ${number}`),
  next: "Next",
  seePlan: "See my plan",
  back: "Back",
  chooseOne: "Choose an answer to go on.",
  resultLead: "The plan that fits you",
  resultSaid: (plan) => `The plan that fits you: ${plan}`,
  price: (spoken) => `Price: ${spoken}`,
  why: "Why this plan",
  raise: "What would raise the price",
  book: "Book a call",
  inquire: (plan) => `Send an inquiry about ${plan}`,
  again: "Start again",
  whatToBring: "See what to bring for your return",
};
