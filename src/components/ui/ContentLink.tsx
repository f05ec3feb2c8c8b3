import type { ReactNode } from "react";
import SmartLink from "./SmartLink";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { linkIn, type LinkAddresses } from "../../lib/links";
import { links as linkWords } from "@words/common/links";

interface ContentLinkProps {
  link: LinkAddresses;
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
  const { href, inEnglish } = linkIn(link, useLanguage());
  const words = useWords(linkWords);
  return (
    <SmartLink to={href} className={className}>
      {children}
      {inEnglish && words.inEnglish}
      {after}
    </SmartLink>
  );
}
