import { validation as enValidation } from "../../words/en/forms/validation";
import { validation as esValidation } from "../../words/es/forms/validation";

export type { ValidationMessages } from "../../words/en/forms/validation";
export const validationMessages = { en: enValidation, es: esValidation };
