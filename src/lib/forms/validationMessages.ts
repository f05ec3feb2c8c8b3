import * as en from "../../words/en/forms";
import * as es from "../../words/es/forms";

export type { ValidationMessages } from "../../words/en/forms";
export const validationMessages = { en: en.validation, es: es.validation };
