import type { Language } from "./languages";

/** A link that leaves the site (opens in a new tab) rather than a route of ours. */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** A link of the content (a resource, a menu link, a source): its address, and its Spanish one where there is one. */
export interface LinkAddresses {
  url: string;
  urlEs?: string | null;
}

/**
 * Where a link of the content leads from a page in `language`, and whether its text must say that the page is in
 * English: a Spanish page opens the Spanish address where there is one, and otherwise says that a page elsewhere is
 * in English.
 */
export function linkIn(link: LinkAddresses, language: Language): { href: string; inEnglish: boolean } {
  if (language === "es" && link.urlEs) return { href: link.urlEs, inEnglish: false };
  return { href: link.url, inEnglish: language !== "en" && isExternal(link.url) };
}

/** A file of the site rather than a page ("/calendar/tax-deadlines.ics"): a plain link, never a route. */
export function isSiteFile(link: string): boolean {
  return /^\/(?!\/)[^?#]*\.[a-z0-9]+(?:[?#].*)?$/i.test(link);
}

/**
 * A page of the site in the one form the host answers 200 for, with a trailing slash: "/about" → "/about/",
 * "/contact?service=Payroll" → "/contact/?service=Payroll", "/about#team" → "/about/#team". Files
 * ("/images/card.png") and every other kind of link are returned as they are.
 */
export function sitePath(link: string): string {
  if (!link.startsWith("/") || link.startsWith("//")) return link;
  const [, path, rest] = /^([^?#]*)(.*)$/s.exec(link)!;
  return path.endsWith("/") || /\.[a-z0-9]+$/i.test(path) ? link : `${path}/${rest}`;
}

/**
 * HTML (an article's, from Markdown) with every link to a page of the site in its published form, or as
 * `publish` gives it (a translated article's links lead to pages of its language).
 */
export function withSitePaths(html: string, publish: (link: string) => string = sitePath): string {
  return html.replace(/(<a\s[^>]*?\bhref=")(\/[^"]*)"/gi, (_, start: string, href: string) => `${start}${publish(href)}"`);
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

/** Route to the contact form with a service chosen by its key (`tax-planning`, or a key of CHOICE_KEYS). */
export function contactForService(serviceKey: string): string {
  return `/contact?service=${encodeURIComponent(serviceKey)}`;
}

/** The embedded street map around a point (OpenStreetMap: no key, no tracking cookies). */
export function mapEmbedUrl(latitude: number, longitude: number): string {
  const box = [longitude - 0.008, latitude - 0.005, longitude + 0.008, latitude + 0.005].map((n) => n.toFixed(5));
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box.join("%2C")}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}

/** The same place on the full map site, for directions. */
export function mapPageUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
