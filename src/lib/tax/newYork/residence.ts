/* Where the visitor lived in 2026, and what New York needs to know that the federal return does not say. */

/** A full-year resident of New York City, of New York State outside the city, or of neither. */
export const RESIDENCES = ["newYorkCity", "newYorkState", "elsewhere"] as const;
export type Residence = (typeof RESIDENCES)[number];

export interface NewYorkYear {
  residence: Residence;
  /** Of the children under 17 with an SSN, those under 4 at the end of the year (the Empire State child credit's larger amount). */
  childrenUnder4: number;
  /** What the visitor ticked that the New York estimate leaves out: any of them leads to "ask us". */
  partYearResident?: boolean;
  livedInYonkers?: boolean;
  itemizesForNewYork?: boolean;
}
