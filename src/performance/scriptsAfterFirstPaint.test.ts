import { describe, expect, it } from "vitest";
import { loadScriptsAfterFirstPaint } from "./scriptsAfterFirstPaint";

const page = (scripts: string) =>
  `<html><head><script type="application/ld+json">{"a":1}</script></head><body><div id="___gatsby"></div>` +
  `<script>window.___webpackCompilationHash="1";</script>${scripts}<!-- slice-end --></body></html>`;

describe("loadScriptsAfterFirstPaint", () => {
  const html = loadScriptsAfterFirstPaint(
    page(
      `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async=""></script>`,
    ),
  );

  it("takes Gatsby's script tags out of the page", () => {
    expect(html).not.toMatch(/<script src=/);
  });

  it("puts one inline script in their place that adds them, in their order, once the page has painted", () => {
    const loaders = html.match(/<script>\(function\(\)\{[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    const [loader] = loaders as [string];
    expect(loader).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"].forEach');
    expect(loader).toContain('"first-contentful-paint"');
    expect(html.indexOf(loader)).toBeGreaterThan(html.indexOf("___webpackCompilationHash"));
    expect(html).toContain("<!-- slice-end --></body>");
  });

  it("leaves the page's other scripts, and a page without Gatsby's scripts, as they are", () => {
    expect(html).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(html).toContain('<script>window.___webpackCompilationHash="1";</script>');
    expect(loadScriptsAfterFirstPaint(page(""))).toBe(page(""));
  });

  it("runs in a browser as written", () => {
    const loader = /<script>(\(function\(\)\{[\s\S]*?)<\/script>/.exec(html)![1];
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- parses the loader as the browser will, without running it.
    expect(() => new Function(loader)).not.toThrow();
  });
});
