import { estimator as enEstimator } from "../../words/en/estimator/estimator";
import { estimator as esEstimator } from "../../words/es/estimator/estimator";

export type { EstimatorWords } from "../../words/en/estimator/estimator";
export const words = { en: enEstimator, es: esEstimator };
