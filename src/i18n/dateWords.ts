import { dates as en } from "../words/en/common/dates";
import { dates as es } from "../words/es/common/dates";

/** The names dates are written with, in each language: `formatDate(day, useWords(dateWords))` (src/lib/dates.ts). */
export const dateWords = { en, es };
