import { type ReactNode } from "react";
import { deadlineNames } from "./deadlineNames";

export const deadlinesView = {
  title: "Tax deadlines",
  comingUp: "Coming up",
  passed: "Passed",
  dueFrom: (date: string) => `Due from ${date}`,
  dueBefore: (date: string) => `Due before ${date}`,
  expected: `A date marked “${deadlineNames.expectedDate}” is worked out from the official rules; we confirm it when the IRS or New York State publishes it.`,
  behindUs: (contact: (label: string) => ReactNode) => (
    <>These dates of the last three months are behind us. Missed one? {contact("Contact us")} and we will help you catch up.</>
  ),
  about: "About these dates",
  aboutText:
    "The dates are those of calendar-year filers. A deadline that falls on a Saturday, a Sunday or a legal holiday moves to the next business day, as the IRS moves it; the dates above already include that. The IRS may postpone deadlines for areas hit by a disaster.",
};
