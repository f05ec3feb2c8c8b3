/*
 * Links, in a YAML field or in an article: a web address, an e-mail or phone link, or a path that must lead
 * to a page of the site (and, for the contact page, ask only for a service the form offers).
 */
import { isValidEmail } from "../forms/email";
import { CHOICE_KEYS } from "../forms/serviceOptions";
import { anchorProblem, pageAnchors, type PageAnchors } from "./anchors";
import { quote } from "./messages";
import { isYamlMap } from "./yaml";
import type { ReadResult } from "./yamlFiles";

/** Where the services are listed: a contact link may only ask for one of their keys. */
const SERVICES_FILE = "services/services.yaml";
const CONTACT_PATH = "/contact";
const SERVICE_PARAMETER = "service";
/** Routes are listed in a message only while the list stays short enough to read. */
const MAX_ROUTES_LISTED = 30;

/** What a link may lead to. */
export interface LinkTargets {
  routes: ReadonlySet<string>;
  routeList: readonly string[];
  /** The services' keys and titles; undefined when the services file cannot be read: contact links are then not checked against it. */
  services?: readonly { id: string; title: string }[];
  /** The parts of the pages made from content (anchors.ts); a link to a part of another page is refused. */
  anchors?: PageAnchors;
}

export function linkTargets(routes: readonly string[], read: readonly ReadResult[]): LinkTargets {
  return {
    routes: new Set(routes.map(normalizePath)),
    routeList: [...routes].sort(),
    services: servicesOf(read),
    anchors: pageAnchors(read),
  };
}

function servicesOf(read: readonly ReadResult[]): LinkTargets["services"] {
  const services = read.find((result) => result.type.path === SERVICES_FILE);
  if (!services || !("data" in services) || !Array.isArray(services.data.services)) return undefined;
  return services.data.services.flatMap((service) =>
    isYamlMap(service) && typeof service.id === "string" && typeof service.title === "string"
      ? [{ id: service.id.trim(), title: service.title.trim() }]
      : [],
  );
}

const LINK_FORMS =
  "a web address starting with https:// (or http://), an e-mail link starting with mailto:, " +
  'a phone link starting with tel:, or a page of this site starting with / (such as "/contact")';

/** What is wrong with a link, worded to follow the name of what holds it; undefined when it is fine. */
export function linkProblem(link: string, targets: LinkTargets): string | undefined {
  if (/^https?:\/\//i.test(link)) {
    if (isWebAddress(link)) return undefined;
    return `must be a complete web address such as "https://www.irs.gov/payments", but it is ${quote(link)}.`;
  }
  if (/^mailto:/i.test(link)) {
    const address = link.slice("mailto:".length).split("?")[0];
    return isValidEmail(address) ? undefined : `must have an e-mail address after "mailto:", but it is ${quote(link)}.`;
  }
  if (/^tel:/i.test(link)) {
    if (/^tel:\+?[\d\s().-]*\d[\d\s().-]*$/i.test(link)) return undefined;
    return `must have a phone number after "tel:", but it is ${quote(link)}.`;
  }
  if (link.startsWith("/") && !link.startsWith("//")) return sitePathProblem(link, targets);
  return `must be ${LINK_FORMS}, but it is ${quote(link)}.`;
}

function isWebAddress(link: string): boolean {
  try {
    return new URL(link).hostname.includes(".");
  } catch {
    return false;
  }
}

function sitePathProblem(link: string, targets: LinkTargets): string | undefined {
  // Only the path and query matter here; the base merely lets URL parse a path of our own site.
  const url = new URL(link, "https://site.invalid");
  const path = normalizePath(url.pathname);
  if (!targets.routes.has(path)) {
    const { routeList } = targets;
    const listed = routeList.length <= MAX_ROUTES_LISTED;
    const pages = listed ? ` The pages are: ${routeList.join(", ")}.` : " Check the spelling.";
    return `leads to ${quote(path)}, which is not a page of this site.${pages}`;
  }
  if (url.hash.length > 1 && targets.anchors) return anchorProblem(path, decodedLink(url.hash.slice(1)), targets.anchors);
  if (path === CONTACT_PATH && url.searchParams.has(SERVICE_PARAMETER)) {
    return contactServiceProblem((url.searchParams.get(SERVICE_PARAMETER) ?? "").trim(), targets);
  }
  return undefined;
}

/** A contact link names its service by key, never by title: a service retitled then keeps every link that asks for it. */
function contactServiceProblem(service: string, targets: LinkTargets): string | undefined {
  if (!targets.services) return undefined;
  const allowed = [...targets.services.map(({ id }) => id), CHOICE_KEYS.otherInquiry, CHOICE_KEYS.customQuoteRequest];
  if (allowed.includes(service)) return undefined;
  const titled = targets.services.find(({ title }) => title === service);
  if (titled) {
    return `asks the contact form for the service by its title, ${quote(service)}. Write its key instead, ${quote(titled.id)}, so the link keeps working when the title changes.`;
  }
  const choices = `${allowed.map(quote).join(", ")} (a service's key, as in content/${SERVICES_FILE})`;
  return `asks the contact form for the service ${quote(service)}, which the form does not offer. After "?service=" write one of: ${choices}.`;
}

/** A field that names a service by its key names one of the services; undefined when it does, or they cannot be read. */
export function serviceKeyProblem(key: string, targets: LinkTargets): string | undefined {
  if (!targets.services || targets.services.some(({ id }) => id === key)) return undefined;
  const keys = targets.services.map(({ id }) => quote(id)).join(", ");
  return `names the service ${quote(key)}, which is not a service of content/${SERVICES_FILE}. Write the key of one of them: ${keys}.`;
}

/** A link's path or part with its escapes read ("%20" → " "); a malformed escape is left as written, and then simply matches nothing. */
export function decodedLink(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

function normalizePath(path: string): string {
  const decoded = decodedLink(path);
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
}
