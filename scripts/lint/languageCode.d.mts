import type { ESLint } from "eslint";

/** The languages, as their words' folders name them (src/words/<code>/). */
export declare const LANGUAGE_CODES: readonly string[];
/** The house's plugin: `house/language-code`. */
export declare const house: ESLint.Plugin;
