/**
 * One choice of the contact form's service list. Its value is the service's English title, the firm's
 * stable name for it: the value sent with the inquiry and kept in the draft, in every language. Links choose it
 * by its key (`/contact?service=tax-planning`), which survives a new title.
 */
export interface ServiceOption {
  /** The service's key (`id` in the content). */
  id: string;
  value: string;
  /** The name a visitor reads: the title in the page's language. */
  label: string;
}

/**
 * The choice offered besides the services themselves, sent by its English name as a service is: the firm's stable
 * name for it, whatever the page's words call it (src/words/<language>/forms/serviceChoices.ts).
 */
export const OTHER_INQUIRY = "Other Inquiry";

/** What the services and pricing pages ask the contact form for when a visitor wants a quote, by its English name. */
export const CUSTOM_QUOTE_REQUEST = "Custom Quote Request";

/** The keys a link gives the two choices that are not services (`/contact?service=custom-quote`). */
export const CHOICE_KEYS = { otherInquiry: "other-inquiry", customQuoteRequest: "custom-quote" } as const;

/** The two names that are not services, as a visitor of one language reads them (and may find them in the address). */
export interface ChoiceNames {
  otherInquiry: string;
  customQuoteRequest: string;
}

interface KeyedTitle {
  readonly id: string;
  readonly title: string;
}

/**
 * The services of the content as choices, in the page's language: each sent by its English title, the one of
 * the English service with the same key.
 */
export const pairServices = (english: readonly KeyedTitle[], local: readonly KeyedTitle[]): ServiceOption[] => {
  const englishTitles = new Map(english.map((service) => [service.id, service.title]));
  return local.map(({ id, title }) => ({ id, value: englishTitles.get(id) ?? title, label: title }));
};

/** The values the form accepts: every service's English title, then "Other Inquiry". */
export const serviceValues = (services: readonly string[]) => [...services, OTHER_INQUIRY];

/** The services a visitor may ask about: every service of the content, then "Other Inquiry". */
export const serviceOptions = (services: readonly ServiceOption[], choiceNames: ChoiceNames): ServiceOption[] => [
  ...services,
  { id: CHOICE_KEYS.otherInquiry, value: OTHER_INQUIRY, label: choiceNames.otherInquiry },
];
