import type { AnchorHTMLAttributes } from "react";

/*
 * What the site's views use of Gatsby, for the CMS preview, which runs outside Gatsby: links are plain
 * links (a preview navigates nowhere), and queries never run there (views take their data as props).
 */
type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}

export const navigate = () => undefined;

export const graphql = () => {
  throw new Error("graphql queries do not run in the CMS preview");
};

export const useStaticQuery = () => {
  throw new Error("useStaticQuery does not run in the CMS preview: pass the data as props");
};
