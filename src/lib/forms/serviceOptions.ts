/** The choice offered besides the services themselves. */
export const OTHER_INQUIRY = "Other Inquiry";

/** What the services and pricing pages ask the contact form for when a visitor wants a quote. */
export const CUSTOM_QUOTE_REQUEST = "Custom Quote Request";

/** The services a visitor may ask about: every service of the content, then "Other Inquiry". */
export const serviceOptions = (services: readonly string[]) => [...services, OTHER_INQUIRY];
