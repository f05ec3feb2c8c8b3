/** The lines the contact form's message starts with when a link asks for a quote or names a plan. */
export const prefill = { customQuote: "I would like to request a custom quote.", plan: (plan: string) => `I am interested in the ${plan} plan.` };
