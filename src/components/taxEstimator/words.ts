import * as en from "../../words/en/estimator";
import * as es from "../../words/es/estimator";

export type { EstimatorWords } from "../../words/en/estimator";
export const words = { en: en.estimator, es: es.estimator };
