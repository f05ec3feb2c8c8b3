import { counts as enCounts } from "../../words/en/deadlines/counts";
import { counts as esCounts } from "../../words/es/deadlines/counts";
import { deadlineNames as enDeadlineNames } from "../../words/en/deadlines/deadlineNames";
import { deadlineNames as esDeadlineNames } from "../../words/es/deadlines/deadlineNames";

/** The words the deadline page's parts share, in each language. */
export const deadlineWords = { en: enCounts, es: esCounts };
/** What src/lib/deadlines.ts is handed to name an audience and a date's distance. */
export const deadlineNames = { en: enDeadlineNames, es: esDeadlineNames };
