/** A link that leaves the site (opens in a new tab) rather than a route of ours. */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** `tel:` target for a phone number as written for people, e.g. "(800) 555-0142" → "tel:+18005550142". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const international = digits.length === 10 ? `1${digits}` : digits;
  return `tel:+${international}`;
}

/** A chat-app (WhatsApp) link that opens a conversation with a prefilled message. */
export function chatHref(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(greeting)}`;
}

/** Route to the contact form with a service chosen. */
export function contactForService(service: string): string {
  return `/contact?service=${encodeURIComponent(service)}`;
}
