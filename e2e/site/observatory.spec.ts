import { test, expect } from "@playwright/test";
import { articles } from "../content";

/*
 * The headers as the site is served, scored the way Mozilla's HTTP Observatory scores them (its scoring is
 * public): 100 to start, points off for a missing or weak header, a few points on for strong ones; A+ is
 * 100 or more. Only the tests that a static site's headers decide are scored here (no cookies, no CORS,
 * same-origin scripts need no SRI, the redirection to HTTPS is the host's).
 */
type Headers = Record<string, string>;

function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

function scoreCsp(headers: Headers): { modifier: number; result: string } {
  const csp = headers["content-security-policy"];
  if (!csp) return { modifier: -25, result: "csp-not-implemented" };
  const directives = cspDirectives(csp);
  const sources = (name: string) => directives.get(name) ?? directives.get("default-src") ?? [];
  const scripts = sources("script-src");
  if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'") || !directives.has("default-src")) {
    return { modifier: -20, result: "csp-implemented-with-unsafe" };
  }
  if (["object-src", "script-src"].some((name) => sources(name).some((s) => ["*", "http:", "https:", "data:"].includes(s)))) {
    return { modifier: -20, result: "csp-implemented-with-insecure-scheme" };
  }
  if (sources("style-src").includes("'unsafe-inline'")) return { modifier: 0, result: "csp-implemented-with-unsafe-inline-in-style-src-only" };
  const defaultNone = directives.get("default-src")?.join(" ") === "'none'";
  return { modifier: defaultNone ? 10 : 5, result: "csp-implemented-with-no-unsafe" };
}

function observatoryScore(headers: Headers) {
  const results: [string, number][] = [];
  const csp = scoreCsp(headers);
  results.push([csp.result, csp.modifier]);

  const hsts = /max-age=(\d+)/i.exec(headers["strict-transport-security"] ?? "");
  results.push(hsts && Number(hsts[1]) >= 15_768_000 ? ["hsts-implemented-max-age-at-least-six-months", 0] : ["hsts-missing-or-short", -20]);

  results.push(
    (headers["x-content-type-options"] ?? "").toLowerCase() === "nosniff"
      ? ["x-content-type-options-nosniff", 0]
      : ["x-content-type-options-not-implemented", -5],
  );

  const frameAncestors = cspDirectives(headers["content-security-policy"] ?? "").get("frame-ancestors");
  results.push(
    frameAncestors
      ? ["x-frame-options-implemented-via-csp", 5]
      : /^(deny|sameorigin)$/i.test(headers["x-frame-options"] ?? "")
        ? ["x-frame-options-sameorigin-or-deny", 0]
        : ["x-frame-options-not-implemented", -20],
  );

  const referrer = (headers["referrer-policy"] ?? "").toLowerCase();
  results.push(
    ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(referrer)
      ? ["referrer-policy-private", 5]
      : referrer
        ? ["referrer-policy-unsafe", -5]
        : ["referrer-policy-not-implemented", 0],
  );

  results.push(headers["set-cookie"] ? ["cookies-not-scored-here", -99] : ["cookies-not-found", 0]);
  const score = 100 + results.reduce((sum, [, modifier]) => sum + modifier, 0);
  return { score, grade: score >= 100 ? "A+" : score >= 90 ? "A" : score >= 85 ? "A-" : "below A-", results };
}

for (const route of ["/", "/contact/", articles[0].slug]) {
  test(`${route} scores A+ by the HTTP Observatory's rules`, async ({ request }) => {
    const response = await request.get(route);
    const { score, grade, results } = observatoryScore(response.headers());
    expect(grade, JSON.stringify(results)).toBe("A+");
    expect(score).toBeGreaterThanOrEqual(100);
  });
}

test("the content manager gets its own looser policy, and no page gets it", async ({ request }) => {
  const admin = (await request.get("/admin/")).headers()["content-security-policy"];
  const home = (await request.get("/")).headers()["content-security-policy"];
  expect(admin).toContain("'unsafe-eval'");
  expect(admin).not.toContain(",");
  expect(home).not.toContain("'unsafe-eval'");
  expect(home).not.toContain(",");
  expect(
    cspDirectives(home)
      .get("script-src")
      ?.filter((source) => source.startsWith("'sha256-")).length,
  ).toBeGreaterThan(0);
});
