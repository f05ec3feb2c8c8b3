import { runInNewContext } from "node:vm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PAGE_PATH_SCRIPT, pagePathAsData } from "./pagePathScript";

/** Gatsby's script of the page's address, as its static-entry.js makes it. */
const gatsbys = (text: string) =>
  createElement("script", { key: "script-loader", id: "gatsby-script-loader", dangerouslySetInnerHTML: { __html: text } });
const markup = (components: ReturnType<typeof pagePathAsData>) => renderToStaticMarkup(createElement("body", null, ...components));

describe("pagePathAsData", () => {
  it("writes the same script on every page, the page's address in an attribute", () => {
    const other = createElement("script", { key: "chunk-mapping", id: "gatsby-chunk-mapping" });
    const pricing = markup(pagePathAsData([gatsbys('/*<![CDATA[*/window.pagePath="/pricing/";/*]]>*/'), other], "/pricing/"));
    const notFound = markup(pagePathAsData([gatsbys('/*<![CDATA[*/window.pagePath="/404.html";/*]]>*/'), other], "/404.html"));
    expect(pricing).toBe(
      `<body><script id="gatsby-script-loader" data-page-path="/pricing/">${PAGE_PATH_SCRIPT}</script><script id="gatsby-chunk-mapping"></script></body>`,
    );
    expect(notFound).toBe(pricing.replace("/pricing/", "/404.html"));
  });

  it("sets the address Gatsby's runtime reads, from the attribute", () => {
    const page = { window: {} as { pagePath?: string }, document: { currentScript: { dataset: { pagePath: "/es/precios/" } } } };
    runInNewContext(PAGE_PATH_SCRIPT, page);
    expect(page.window.pagePath).toBe("/es/precios/");
  });

  it("stops the build when Gatsby writes more than the address, which the page would lose", () => {
    const more = gatsbys('/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/');
    expect(() => pagePathAsData([more], "/")).toThrow(/\/: Gatsby's gatsby-script-loader script is not the one/);
  });
});
