/** The two choices of the contact form that are not services. */
export const serviceChoices = { otherInquiry: "Other Inquiry", customQuoteRequest: "Custom Quote Request" };
