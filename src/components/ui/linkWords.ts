import { links as en } from "../../words/en/common/links";
import { links as es } from "../../words/es/common/links";

/** What a link adds to its text, in each language: SmartLink's and ContentLink's. */
export const linkWords = { en, es };
