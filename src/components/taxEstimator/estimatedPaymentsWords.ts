import * as en from "../../words/en/estimatedPayments";
import * as es from "../../words/es/estimatedPayments";

export const words = { en: en.estimatedPayments, es: es.estimatedPayments };
