import * as en from "../../words/en/deadlines";
import * as es from "../../words/es/deadlines";

export const deadlineWords = { en: en.counts, es: es.counts };
