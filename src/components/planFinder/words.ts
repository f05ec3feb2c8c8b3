import { planFinder as enPlanFinder } from "../../words/en/planFinder/planFinder";
import { planFinder as esPlanFinder } from "../../words/es/planFinder/planFinder";

export const finderWords = { en: enPlanFinder, es: esPlanFinder };
