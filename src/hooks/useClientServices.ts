import { useWords } from "../i18n/PageLanguage";
import { clientServices, type ClientServiceLinks } from "../lib/clientServices";
import { clientServices as words } from "@words/clientServices/clientServices";

/**
 * The client's services the firm has set (its upload link or portal, its payment page), named in the page's language.
 * The firm's details come from the caller (useFirm, or the content manager's preview).
 */
export function useClientServices(firm: ClientServiceLinks) {
  const text = useWords(words);
  const { upload, payment } = clientServices(firm);
  const links: { id: string; label: string; url: string }[] = [];
  if (upload) links.push({ id: "upload", label: text.upload, url: upload });
  if (payment) links.push({ id: "payment", label: text.payment, url: payment });
  return { text, upload, payment, links };
}
