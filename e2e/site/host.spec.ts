import { test, expect, type APIRequestContext } from "@playwright/test";
import { allRoutes, articles } from "../content";
import { SITE_URL } from "../everyPage";
import { inlineScriptHashes } from "../../src/node/securityHeaders";

/*
 * The site as the host serves it: these answers come from Cloudflare Pages' own runtime (wrangler pages dev,
 * started by e2e/playwright.config.ts), which applies public/_headers and redirects between `/about` and
 * `/about/` as production does.
 */

const REVALIDATE = "public, max-age=0, must-revalidate";
const KEEP_A_YEAR = "public, max-age=31536000, immutable";

/** The answer to a path, redirects not followed. */
const answer = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

/** The site's own addresses in a page's HTML: links, and the scripts and styles it loads (by a tag, or by the loader that adds them after the first paint). */
function addressesIn(html: string) {
  const of = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1].replace(/&amp;/g, "&"));
  return {
    links: of(/<a\s[^>]*?href="(\/[^"]*)"/g),
    assets: of(/"(\/[^"\s]*\.(?:js|css))"/g),
  };
}

async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const sitemaps = locs(await (await request.get("/sitemap-index.xml")).text());
  const pages = await Promise.all(sitemaps.map(async (sitemap) => locs(await (await request.get(new URL(sitemap).pathname)).text())));
  return pages.flat();
}

test.describe("one form of every address", () => {
  test("every sitemap address answers 200 without a redirect, and is its page's canonical", async ({ request }) => {
    const addresses = await sitemapAddresses(request);
    expect(addresses.length).toBe(allRoutes.length);
    for (const address of addresses) {
      expect(address.startsWith(SITE_URL), address).toBe(true);
      const response = await answer(request, new URL(address).pathname);
      expect(response.status(), address).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
      expect(canonical, address).toBe(address);
    }
  });

  test("the other form of a page's address redirects once to the published one", async ({ request }) => {
    for (const route of allRoutes.filter((route) => route !== "/")) {
      const response = await answer(request, route.replace(/\/$/, ""));
      expect(response.status(), route).toBe(308);
      expect(response.headers().location, route).toBe(route);
      const target = await answer(request, response.headers().location);
      expect(target.status(), route).toBe(200);
    }
    const withQuery = await answer(request, "/contact?service=Payroll%20Services");
    expect(withQuery.headers().location).toBe("/contact/?service=Payroll%20Services");
  });

  test("every link from page to page answers 200 without a redirect", async ({ request }) => {
    const links = new Set<string>();
    for (const route of allRoutes) {
      for (const link of addressesIn(await (await answer(request, route)).text()).links) links.add(link.split("#")[0]);
    }
    expect(links.size).toBeGreaterThan(20);
    for (const link of links) expect((await answer(request, link)).status(), link).toBe(200);
  });
});

test.describe("caching, as Gatsby's caching guide sets it", () => {
  test("pages, page data and app data are revalidated on every visit", async ({ request }) => {
    for (const path of ["/", "/pricing/", articles[0].slug, "/page-data/app-data.json", "/page-data/index/page-data.json", "/sitemap-index.xml"]) {
      const response = await answer(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe(REVALIDATE);
    }
  });

  test("every script and style a page loads, and everything under /static/, is kept a year", async ({ request }) => {
    const html = await (await answer(request, "/contact/")).text();
    const { assets } = addressesIn(html);
    expect(assets.some((asset) => /^\/app-[0-9a-f]{20}\.js$/.test(asset))).toBe(true);
    expect(assets.some((asset) => /^\/framework-[0-9a-f]{20}\.js$/.test(asset))).toBe(true);
    const font = /url\((\/static\/[^)]+\.woff2)\)/.exec(html)?.[1]; // a web font of the page's @font-face rules
    expect(font).toBeDefined();
    for (const path of [...assets, font!]) {
      const response = await answer(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe(KEEP_A_YEAR);
    }
  });

  test("the deadline calendars are served as calendars and revalidated, so a subscribed calendar sees corrections", async ({ request }) => {
    for (const path of ["/calendar/tax-deadlines.ics", "/calendar/tax-deadlines-employers.ics"]) {
      const response = await answer(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(/^text\/calendar(;|$)/);
      expect(response.headers()["cache-control"], path).toBe(REVALIDATE);
    }
  });

  test("the content manager's scripts, which carry no hash, are revalidated", async ({ request }) => {
    const response = await answer(request, "/admin/build/cms.js");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(REVALIDATE);
  });

  test("the text is compressed", async ({ request }) => {
    const response = await request.get("/pricing/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });
});

test.describe("a Content-Security-Policy on every answer", () => {
  const scriptSources = (policy: string) =>
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src")
      ?.slice(1) ?? [];

  test("every page gets one policy, the same on every page, allowing each of its inline scripts by hash", async ({ request }) => {
    const policies = new Set<string>();
    for (const route of allRoutes) {
      const response = await answer(request, route);
      const policy = response.headers()["content-security-policy"];
      expect(policy, route).toBeDefined();
      expect(policy, `${route} carries more than one policy`).not.toContain(",");
      expect(scriptSources(policy), route).not.toContain("'unsafe-inline'");
      const inline = inlineScriptHashes(await response.text());
      expect(inline.length, route).toBeGreaterThan(0);
      expect(scriptSources(policy), route).toEqual(expect.arrayContaining(inline));
      // Served over http://localhost, a page must not ask for HTTPS: WebKit would then load none of its scripts. The
      // published build asks for it (SERVED_OVER_HTTPS, its unit test in src/node/securityHeaders.test.ts).
      expect(policy, route).not.toContain("upgrade-insecure-requests");
      policies.add(policy);
    }
    // One policy for every page: _headers does not grow with the pages (src/node/pagePathScript.tsx).
    expect(policies.size).toBe(1);
  });

  test("an unknown address answers 404 with a policy that allows the not-found page's scripts", async ({ request }) => {
    for (const path of ["/a-page-that-does-not-exist", "/blog/no-such-article/", "/admin/nothing-here"]) {
      const response = await answer(request, path);
      expect(response.status(), path).toBe(404);
      const policy = response.headers()["content-security-policy"];
      expect(policy, path).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[\w+/=]+')+;/);
      expect(policy, path).not.toContain(",");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(scriptSources(policy), path).not.toContain("'unsafe-inline'");
      expect(scriptSources(policy), path).toEqual(expect.arrayContaining(inlineScriptHashes(await response.text())));
    }
  });

  test("files carry the policy too, and the content manager alone its looser one", async ({ request }) => {
    for (const path of ["/robots.txt", "/page-data/app-data.json", "/images/share-card.png"]) {
      expect((await answer(request, path)).headers()["content-security-policy"], path).toMatch(/^default-src 'self'; script-src/);
    }
    const admin = (await answer(request, "/admin/")).headers()["content-security-policy"];
    expect(admin).toContain("'unsafe-eval'");
    expect(admin).not.toContain(",");
  });
});
