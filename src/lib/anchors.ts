/*
 * The anchors (#…) of our pages that links lead to, named once for the page that makes them and the links and the
 * content check (src/lib/content/anchors.ts) that lead there.
 */
/** Each plan's card on the pricing page. */
export const planAnchor = (planId: string) => `plan-${planId}`;
/** Each pricing section's comparison table. */
export const comparisonAnchor = (sectionId: string) => `compare-${sectionId}`;
/** The client stories on the about page. */
export const TESTIMONIALS_ANCHOR = "testimonials";
/** How long to keep records, on the After you file page (the checklist links there). */
export const RECORDS_ANCHOR = "keep-records";
