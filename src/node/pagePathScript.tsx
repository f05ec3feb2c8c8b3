/*
 * Gatsby writes each page's address into an inline script of its own (`window.pagePath="/pricing/"`), whose hash
 * then differs from page to page, and so would each page's Content-Security-Policy: a rule of its own in _headers,
 * where the host reads 100. In its place every page gets the same script, which reads the address from an attribute:
 * an attribute does not run, and a script's hash covers only its text. One policy then fits every page, however many
 * (docs/decisions/inline-scripts-by-hash.md). Called by gatsby-ssr.tsx's onPreRenderHTML, at server rendering.
 */
import { isValidElement, type ReactNode } from "react";

/** The same text on every page: the address Gatsby's runtime reads, from the script's own `data-page-path`. */
export const PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath";

/** Gatsby's script of the page's address, as Gatsby 5 writes it with slices on (its static-entry.js). */
const GATSBY_SCRIPT_ID = "gatsby-script-loader";
const gatsbysText = (pagePath: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`;

interface InlineScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html?: string };
}

/** The components after the body, with Gatsby's script of the page's address made the same on every page. */
export function pagePathAsData(components: readonly ReactNode[], pagePath: string): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<InlineScriptProps>(component) || component.props.id !== GATSBY_SCRIPT_ID) return component;
    const text = component.props.dangerouslySetInnerHTML?.__html;
    if (text !== gatsbysText(pagePath)) {
      // Gatsby wrote more than the address (or wrote it otherwise): dropping that would break the page, keeping it
      // would give every page a policy of its own again.
      throw new Error(`${pagePath}: Gatsby's ${GATSBY_SCRIPT_ID} script is not the one src/node/pagePathScript.tsx knows: ${text}`);
    }
    return <script key={component.key} id={GATSBY_SCRIPT_ID} data-page-path={pagePath} dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }} />;
  });
}
