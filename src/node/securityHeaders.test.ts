import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminCsp, headersFile, HOST_LIMITS, inlineScriptHashes, MOST_INLINE_SCRIPTS, pageCsp } from "./securityHeaders";
import { PAGE_PATH_SCRIPT } from "./pagePathScript";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts that run, and nothing else", () => {
    const html = [
      `<script>window.pagePath="/pricing";</script>`,
      `<script id="gatsby-script-loader">/*<![CDATA[*/window.x=1;/*]]>*/</script>`,
      `<script type="module">import("/a.js")</script>`,
      `<script src="/app.js" async></script>`,
      `<script type="application/ld+json">{"@type":"FAQPage"}</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual(
      [sha(`window.pagePath="/pricing";`), sha("/*<![CDATA[*/window.x=1;/*]]>*/"), sha(`import("/a.js")`)].sort(),
    );
  });
});

describe("pageCsp", () => {
  const csp = pageCsp([sha("a()")], { inquiryEndpoint: "https://forms.example.com/f/abc" });

  it("allows the page's scripts by hash, never 'unsafe-inline'", () => {
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' ${sha("a()")}`);
  });

  it("asks for HTTPS only of a build published over HTTPS, never of one served on http://localhost", () => {
    expect(pageCsp([], { servedOverHttps: true }).split("; ")).toContain("upgrade-insecure-requests");
    expect(pageCsp([])).not.toContain("upgrade-insecure-requests");
  });

  it("lets the inquiry go to its endpoint and the map into its frame, and nothing frame the site", () => {
    expect(csp).toContain("connect-src 'self' https://forms.example.com;");
    expect(csp).toContain("frame-src https://www.openstreetmap.org;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("names no endpoint when there is none", () => {
    expect(pageCsp([])).toContain("connect-src 'self';");
  });
});

describe("headersFile", () => {
  /** A page as the build writes it: the same scripts on every page, its address in an attribute (src/node/pagePathScript.tsx). */
  const page = (path: string) => ({
    path,
    html: `<script>fonts()</script><script id="gatsby-script-loader" data-page-path="${path}">${PAGE_PATH_SCRIPT}</script>`,
  });
  const site = {
    pages: [page("/"), page("/pricing/"), page("/404.html")],
    assets: ["app-0123456789abcdef0123.js", "styles-0123456789abcdef0123.css", "admin/build/cms.js", "admin/build/cms.css"],
  };
  const options = { inquiryEndpoint: "https://forms.example.com/f/abc" };
  const file = headersFile(site, options);
  const rules = (text: string) => text.trimEnd().split("\n\n").slice(1);
  const rule = (path: string) => rules(file).find((block) => block.startsWith(`${path}\n`));

  it("gives every address the common headers, revalidation, and the one policy of the pages", () => {
    const everyPath = rule("/*")!;
    expect(everyPath).toContain("Strict-Transport-Security: max-age=63072000");
    expect(everyPath).toContain("X-Content-Type-Options: nosniff");
    expect(everyPath).toContain("Referrer-Policy: strict-origin-when-cross-origin");
    expect(everyPath).toContain("Permissions-Policy: ");
    expect(everyPath).toContain("Cache-Control: public, max-age=0, must-revalidate");
    expect(everyPath).toContain(`Content-Security-Policy: ${pageCsp([sha("fonts()"), sha(PAGE_PATH_SCRIPT)].sort(), options)}`);
  });

  it("writes no rule of its own for any page: the one policy allows exactly the scripts every page has", () => {
    expect(rule("/pricing/")).toBeUndefined();
    expect(file.match(/Content-Security-Policy: /g)).toHaveLength(2); // the pages', the content manager's
  });

  it("writes as many rules, each as long, for 2,000 pages as for 40, within the host's limits", () => {
    const pages = (count: number) => Array.from({ length: count }, (_, index) => page(`/blog/article-${index}/`));
    const forty = headersFile({ ...site, pages: pages(40) }, { ...options, servedOverHttps: true });
    const twoThousand = headersFile({ ...site, pages: pages(2000) }, { ...options, servedOverHttps: true });
    expect(twoThousand).toBe(forty);
    expect(rules(twoThousand).length).toBeLessThanOrEqual(HOST_LIMITS.rules);
    expect(Math.max(...twoThousand.split("\n").map((line) => line.length))).toBeLessThan(HOST_LIMITS.lineLength);
  });

  it("stops the build, naming the pages, when a script differs from page to page", () => {
    const own = (path: string) => ({ path, html: `<script>window.pagePath="${path}"</script>` });
    const pages = Array.from({ length: MOST_INLINE_SCRIPTS + 1 }, (_, index) => own(`/page-${index}/`));
    expect(() => headersFile({ ...site, pages })).toThrow(/11 different inline scripts .* 1 of 11 pages \(\/page-0\/\)/);
    expect(() => headersFile({ ...site, pages: pages.slice(1) })).not.toThrow();
  });

  it("keeps hashed scripts, styles and /static/ a year, and revalidates a folder of unhashed ones", () => {
    for (const path of ["/*.js", "/*.css", "/static/*"]) {
      expect(rule(path)).toBe(`${path}\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable`);
    }
    expect(rule("/admin/*")).toBe("/admin/*\n  ! Cache-Control\n  Cache-Control: public, max-age=0, must-revalidate");
    expect(file.indexOf("\n/*.js\n")).toBeLessThan(file.indexOf("\n/admin/*\n"));
  });

  it("refuses an unhashed script at the top of the site, which the rule for every script would keep a year", () => {
    expect(() => headersFile({ ...site, assets: ["sw.js"] })).toThrow(/sw\.js .*without a content hash/);
  });

  it("keeps the admin's looser policy, and a sign-in popup that keeps its opener, to the admin's page", () => {
    expect(rule("/admin/")).toBe(
      "/admin/\n  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n" +
        `  Content-Security-Policy: ${adminCsp()}\n  Cross-Origin-Opener-Policy: same-origin-allow-popups`,
    );
    expect(rule("/*")).toContain("Cross-Origin-Opener-Policy: same-origin\n");
    expect(file.match(/'unsafe-eval'/g)).toHaveLength(1);
  });

  it("gives the admin what Decap needs and the site does not", () => {
    expect(adminCsp()).toContain("'unsafe-eval'");
    expect(pageCsp([])).not.toContain("'unsafe-eval'");
  });

  it("stops the build rather than write what the host would skip", () => {
    const scripts = Array.from({ length: MOST_INLINE_SCRIPTS }, (_, index) => `<script>s${index}()</script>`).join("");
    expect(() => headersFile({ ...site, pages: [{ path: "/long/", html: scripts }] }, options)).not.toThrow();
    const longEndpoint = { inquiryEndpoint: `https://${"forms.".repeat(300)}example.com/` };
    expect(() => headersFile(site, longEndpoint)).toThrow(/a line of \d+ characters/);
    const unhashedFolders = Array.from({ length: HOST_LIMITS.rules }, (_, index) => `tool-${index}/tool.js`);
    expect(() => headersFile({ ...site, assets: unhashedFolders })).toThrow(/the host reads only the first 100/);
  });
});
