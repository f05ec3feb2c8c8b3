import * as en from "../../words/en/planFinder";
import * as es from "../../words/es/planFinder";

export const finderWords = { en: en.planFinder, es: es.planFinder };
