import { estimatedPayments as enEstimatedPayments } from "../../words/en/estimatedPayments/estimatedPayments";
import { estimatedPayments as esEstimatedPayments } from "../../words/es/estimatedPayments/estimatedPayments";

export const words = { en: enEstimatedPayments, es: esEstimatedPayments };
