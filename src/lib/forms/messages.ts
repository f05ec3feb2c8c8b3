import { notices as enNotices } from "../../words/en/forms/notices";
import { notices as esNotices } from "../../words/es/forms/notices";

export type { Notice } from "../../words/notice";
export const notices = { en: enNotices, es: esNotices };
