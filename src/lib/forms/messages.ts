import * as en from "../../words/en/forms";
import * as es from "../../words/es/forms";

export type { Notice } from "../../words/notice";
export const notices = { en: en.notices, es: es.notices };
