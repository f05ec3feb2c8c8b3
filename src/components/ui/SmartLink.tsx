import type { ReactNode } from "react";
import { Link } from "gatsby";
import { isExternal, isSiteFile } from "../../lib/links";
import VisuallyHidden from "./VisuallyHidden";

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
 * and `mailto:` / `tel:` and files of the site (a calendar file) as plain links.
 */
export default function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {!rest["aria-label"] && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
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
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
