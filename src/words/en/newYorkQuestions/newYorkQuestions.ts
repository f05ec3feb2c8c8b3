/* New York's questions in the estimate's form (src/components/taxEstimator/NewYorkQuestions.tsx), loaded with them once a New York residence is chosen. */
export const newYorkQuestions = {
  legend: "Your New York year",
  hint: "The estimate figures New York for a full-year resident: tick what applies, and it will say what needs a person.",
  childrenUnder4: (year: number) => ({
    label: `Of the children under 17 with a Social Security number, those under 4 at the end of ${year}`,
    hint: "The Empire State child credit is larger for a child under 4.",
  }),
  partYearResident: (year: number) => `Moved into or out of New York State or New York City during ${year}`,
  livedInYonkers: (year: number) => `Lived in Yonkers in ${year}`,
  itemizesForNewYork: "Will itemize deductions on the New York return instead of taking its standard deduction",
};
