/**
 * Who a deadline is for: the audiences the page filters by. These English names are keys in every language. Apart
 * from the deadlines' content type (src/lib/content/types/deadlines.ts), which declares them for the editors, so
 * that the page's JavaScript does not carry the declarations' machinery, as src/lib/letters/rules.ts does.
 */
export const AUDIENCES = ["Individuals", "Businesses", "Employers"] as const;
