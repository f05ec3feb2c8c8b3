/** The lines the contact form's message starts with when a link asks for a quote, names a plan or a letter. */
export const prefill = {
  customQuote: "I would like to request a custom quote.",
  plan: (plan: string) => `I am interested in the ${plan} plan.`,
  /** `due` is the due date already written out ("December 27, 2026"), or absent where the letter gives none. */
  letter: (letter: string, due?: string) => (due ? `About my letter ${letter}, due ${due}.` : `About my letter ${letter}.`),
};
