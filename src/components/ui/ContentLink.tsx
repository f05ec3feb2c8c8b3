import type { ReactNode } from "react";
import SmartLink, { IN_ENGLISH } from "./SmartLink";
import { useLanguage } from "../../i18n/PageLanguage";
import { isExternal } from "../../lib/links";

/** A link of the content (a resource, a menu link, a source): its address, and its Spanish one where there is one. */
export interface LinkTargets {
  url: string;
  urlEs?: string | null;
}

interface ContentLinkProps {
  link: LinkTargets;
  /** The link's words, which "(en inglés)" follows. */
  children: ReactNode;
  /** After the words (an icon). */
  after?: ReactNode;
  className?: string;
}

/**
 * A link written in the content. On a Spanish page it opens the Spanish page where the content gives one, and
 * otherwise says, in its own text, that a page elsewhere is in English.
 */
export default function ContentLink({ link, children, after, className }: ContentLinkProps) {
  const language = useLanguage();
  const spanish = language === "es" && link.urlEs ? link.urlEs : undefined;
  const inEnglish = !spanish && isExternal(link.url) ? IN_ENGLISH[language] : "";
  return (
    <SmartLink to={spanish ?? link.url} className={className}>
      {children}
      {inEnglish}
      {after}
    </SmartLink>
  );
}
