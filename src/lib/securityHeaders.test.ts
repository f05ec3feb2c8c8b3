import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminCsp, headersFile, inlineScriptHashes, pageCsp, withMetaCsp } from "./securityHeaders";

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
  const file = headersFile(
    [
      { path: "/", html: "<script>home()</script>" },
      { path: "/pricing", html: "<script>pricing()</script>" },
    ],
    { cmsAuthOrigin: "https://oauth.example.com" },
  );

  it("gives each page its own policy, with and without a trailing slash", () => {
    expect(file).toContain(`/pricing\n  Content-Security-Policy: ${pageCsp([sha("pricing()")])}`);
    expect(file).toContain(`/pricing/\n  Content-Security-Policy: ${pageCsp([sha("pricing()")])}`);
    expect(file).toContain(`/\n  Content-Security-Policy: ${pageCsp([sha("home()")])}`);
  });

  it("keeps the admin's looser policy to /admin alone, and no policy on the rule for every path", () => {
    expect(file).toContain(`/admin/*\n  Content-Security-Policy: ${adminCsp({ cmsAuthOrigin: "https://oauth.example.com" })}`);
    const everyPath = file.split("\n\n").find((rule) => rule.startsWith("/*\n"))!;
    expect(everyPath).not.toContain("Content-Security-Policy");
    expect(everyPath).toContain("Strict-Transport-Security: max-age=63072000");
    expect(everyPath).toContain("X-Content-Type-Options: nosniff");
    expect(everyPath).toContain("Referrer-Policy: strict-origin-when-cross-origin");
    expect(everyPath).toContain("Permissions-Policy: ");
  });

  it("gives the admin what Decap needs and the site does not", () => {
    expect(adminCsp()).toContain("'unsafe-eval'");
    expect(pageCsp([])).not.toContain("'unsafe-eval'");
  });
});

describe("withMetaCsp (the not-found page, which hosts send for any unknown path)", () => {
  const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>x</title><script>notFound()</script></head><body></body></html>`;
  const withPolicy = withMetaCsp(page, { inquiryEndpoint: "https://forms.example.com/f/abc" });
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(withPolicy)?.[1];

  it("puts the page's policy right after the charset, before any script", () => {
    expect(withPolicy.indexOf("Content-Security-Policy")).toBeLessThan(withPolicy.indexOf("<script>"));
    expect(withPolicy.indexOf("Content-Security-Policy")).toBeGreaterThan(withPolicy.indexOf('<meta charset="utf-8"/>'));
    expect(content).toContain(`script-src 'self' ${sha("notFound()")};`);
    expect(content).toContain("connect-src 'self' https://forms.example.com;");
  });

  it("leaves out frame-ancestors, which a <meta> policy cannot carry", () => {
    expect(content).not.toContain("frame-ancestors");
    expect(content).toMatch(/; upgrade-insecure-requests$/);
  });

  it("adds the policy once, however often the build runs", () => {
    expect(withMetaCsp(withPolicy, { inquiryEndpoint: "https://forms.example.com/f/abc" })).toBe(withPolicy);
  });

  it("renews the policy when a later build changed the page's scripts", () => {
    const rewritten = withMetaCsp(withPolicy.replace("notFound()", "notFoundAgain()"));
    expect(rewritten.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(rewritten).toContain(`script-src 'self' ${sha("notFoundAgain()")};`);
    expect(rewritten).not.toContain(sha("notFound()"));
  });

  it("refuses a page without a head rather than publish it without a policy", () => {
    expect(() => withMetaCsp("<p>no head</p>")).toThrow(/no <head>/);
  });
});
