import { notices as enNotices } from "../../words/en/forms/notices";
import { notices as esNotices } from "../../words/es/forms/notices";
import { validation as enValidation } from "../../words/en/forms/validation";
import { validation as esValidation } from "../../words/es/forms/validation";

/** The forms' notices (spec §8), in each language. */
export const notices = { en: enNotices, es: esNotices };
/** What the forms' rules (src/lib/forms) say of a field they refuse, in each language. */
export const validationMessages = { en: enValidation, es: esValidation };
