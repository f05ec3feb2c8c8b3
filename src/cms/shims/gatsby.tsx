import type { AnchorHTMLAttributes } from "react";

/*
 * What the site's views use of Gatsby, for the CMS preview, which runs outside Gatsby: links are plain
 * links (a preview navigates nowhere), and queries never run there (views take their data as props).
 */
type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const navigate = () => undefined;

/** Queries are compiled away by Gatsby; here the tag is inert. */
export const graphql = () => undefined;

/** No query data in the preview: views take their content as props, and pictures show a stand-in. */
export const useStaticQuery = () => ({});
