import { counts as enCounts } from "../../words/en/deadlines/counts";
import { counts as esCounts } from "../../words/es/deadlines/counts";

export const deadlineWords = { en: enCounts, es: esCounts };
