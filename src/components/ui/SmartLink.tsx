import type { ReactNode } from "react";
import { Link } from "gatsby";
import { isExternal, isSiteFile } from "../../lib/links";
import { useLanguage } from "../../i18n/PageLanguage";
import { wordsIn } from "../../i18n/inEveryLanguage";
import { pathIn } from "../../lib/localPaths";
import { useLocalPath } from "../../i18n/useLocalPath";
import VisuallyHidden from "./VisuallyHidden";
import { smartLink } from "@words/common/smartLink";
import { links } from "@words/common/links";

interface SmartLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  "aria-label"?: string;
}

/**
 * One link for every destination: a route of ours through Gatsby's Link (prefetching, client routing),
 * a page elsewhere in a new tab with `noopener noreferrer` and an announced "(opens in a new tab)",
 * and `mailto:` / `tel:` and files of the site (a calendar file) as plain links. A route is written in English
 * ("/contact", as content writes it) and leads to the page in the language of the page it is on.
 */
export default function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  // One hook a link, as a page has a hundred links: the language is read once for both entries.
  const language = useLanguage();
  const { newTab } = wordsIn(language, smartLink);
  const { inEnglish } = wordsIn(language, links);
  const localPath = useLocalPath();
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {!rest["aria-label"] && <VisuallyHidden>{newTab}</VisuallyHidden>}
      </a>
    );
  }
  if (/^(mailto|tel):/i.test(to) || isSiteFile(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  const path = localPath(to);
  // An article without a translation is read in English: the link says so.
  return (
    <Link to={path} {...rest}>
      {children}
      {path !== pathIn(language, to) && inEnglish}
    </Link>
  );
}
