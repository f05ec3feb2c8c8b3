import { createHash } from "node:crypto";

/*
 * The security headers of the published site, written by the build as public/_headers (the format that
 * Netlify and Cloudflare Pages read). Each page gets a Content-Security-Policy whose script-src allows
 * exactly the inline scripts of that page, by their sha256 hashes, and never 'unsafe-inline'. A CSP is only
 * ever attached by one rule per path: hosts combine the headers of every matching rule, and two policies
 * would both apply.
 */

export interface PageHtml {
  /** The page's address: "/", "/pricing". */
  path: string;
  html: string;
}

export interface HeaderOptions {
  /** Where the contact form sends inquiries, if anywhere (GATSBY_INQUIRY_ENDPOINT). */
  inquiryEndpoint?: string;
  /** The origin of the content manager's sign-in service (backend.base_url in static/admin/config.yml). */
  cmsAuthOrigin?: string;
}

/** The live map, loaded into the contact page's frame when the visitor asks for it. */
export const MAP_ORIGIN = "https://www.openstreetmap.org";

const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The sha256 source expressions of a page's inline scripts (data blocks such as JSON-LD do not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes].sort();
}

const originOf = (url?: string) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

const policy = (directives: Record<string, readonly (string | undefined)[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(" "))
    .join("; ");

/** The policy of one page of the site. */
export function pageCsp(scriptHashes: readonly string[], options: HeaderOptions = {}): string {
  return policy(pageDirectives(scriptHashes, options));
}

function pageDirectives(scriptHashes: readonly string[], options: HeaderOptions) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    // Emotion writes the styles of the page into <style> elements as components render.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", originOf(options.inquiryEndpoint)],
    "frame-src": [MAP_ORIGIN],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "upgrade-insecure-requests": [],
  };
}

/**
 * The not-found page with its policy in a <meta> element, first in its head. A host sends that page for
 * every unknown path, and no _headers rule can match "every path but these" without overlapping the pages'
 * own rules. A <meta> policy cannot carry frame-ancestors (X-Frame-Options: DENY, sent on every path,
 * keeps the page out of frames instead).
 */
export function withMetaCsp(html: string, options: HeaderOptions = {}): string {
  const { "frame-ancestors": _, ...directives } = pageDirectives(inlineScriptHashes(html), options);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(directives)}"/>`;
  // A policy from an earlier build is renewed: Gatsby may rewrite a page's scripts without rendering it again.
  const earlier = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
  if (earlier.test(html)) return html.replace(earlier, meta);
  if (!/<head>/.test(html)) throw new Error("withMetaCsp: the page has no <head> to put its policy in");
  return html.replace(/<head>(<meta charset="utf-8"\/>)?/, (head) => `${head}${meta}`);
}

/** The content manager's policy: Decap CMS evaluates code, styles inline, and talks to GitHub. */
export function adminCsp(options: HeaderOptions = {}): string {
  return policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    // GitHub's API and files; decap-server when an editor works on their own machine (npm run cms).
    "connect-src": [
      "'self'",
      "https://api.github.com",
      "https://raw.githubusercontent.com",
      "http://localhost:8081",
      options.cmsAuthOrigin,
    ],
    "frame-src": ["'self'", "blob:"],
    "media-src": ["'self'", "blob:", "https:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
  });
}

export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

const block = (paths: readonly string[], headers: Record<string, string>) =>
  paths.map((path) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"));

/** The whole _headers file: common headers everywhere, one CSP per page, the admin's own. */
export function headersFile(pages: readonly PageHtml[], options: HeaderOptions = {}): string {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const pageBlocks = sorted.flatMap(({ path, html }) => {
    const paths = path === "/" || path.endsWith(".html") ? [path] : [path, `${path}/`];
    return block(paths, { "Content-Security-Policy": pageCsp(inlineScriptHashes(html), options) });
  });
  return [
    "# Written by the build (src/lib/securityHeaders.ts); do not edit.",
    ...block(["/*"], { ...COMMON_HEADERS }),
    ...block(["/static/*"], { "Cache-Control": "public, max-age=31536000, immutable" }),
    ...pageBlocks,
    ...block(["/admin", "/admin/*"], { "Content-Security-Policy": adminCsp(options) }),
  ].join("\n\n") + "\n";
}
