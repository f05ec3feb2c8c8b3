import { createHash } from "node:crypto";

/*
 * The headers of the published site, written by the build as public/_headers in Cloudflare Pages' format
 * (served the same by `wrangler pages dev`, which the tests use). Every rule whose path matches an address
 * applies, in the order of the file; a header set by several rules is joined with ", ". A rule can first detach
 * ("! Name") what an earlier rule set. So:
 * - every address gets the common headers, the revalidating cache policy, and the pages' one
 *   Content-Security-Policy, whose script-src allows the pages' inline scripts by their sha256 hashes (never
 *   'unsafe-inline'). Those scripts are the same on every page (src/node/pagePathScript.tsx), so the policy and the
 *   number of rules do not grow with the pages; the build stops if they start to;
 * - content-hashed scripts and styles, and everything under /static/, are kept a year (Gatsby's caching
 *   guide); a folder holding scripts without a hash in their name is revalidated instead.
 */

export interface PageHtml {
  /** The page's address as published: "/", "/pricing/". */
  path: string;
  html: string;
}

export interface HeaderOptions {
  /** Where the contact form sends inquiries, if anywhere (GATSBY_INQUIRY_ENDPOINT). */
  inquiryEndpoint?: string;
  /**
   * The build is published over HTTPS (SERVED_OVER_HTTPS=1, set by the publishing workflow): its policies then ask for
   * `upgrade-insecure-requests`. Never for the local runtime on http://localhost, where WebKit (unlike Chromium and
   * Firefox) would upgrade every script to an https://localhost the runtime does not speak, and the page never runs.
   */
  servedOverHttps?: boolean;
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
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(options.servedOverHttps && { "upgrade-insecure-requests": [] }),
  };
}

/** The content manager's policy: Decap CMS evaluates code, styles inline, and talks to GitHub. */
export function adminCsp(): string {
  return policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    // GitHub's API and files; decap-server when an editor works on their own machine (npm run cms).
    "connect-src": ["'self'", "https://api.github.com", "https://raw.githubusercontent.com", "http://localhost:8081"],
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
  "Permissions-Policy": "accelerometer=(), autoplay=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

/** Cloudflare Pages reads at most 100 rules of _headers and skips a line longer than 2,000 characters. */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 };

const REVALIDATE = "public, max-age=0, must-revalidate";
const KEEP_A_YEAR = "public, max-age=31536000, immutable";
/** Gatsby's (webpack's) content-hashed file names: "app-1a2b3c4d5e6f7a8b9c0d.js", and a chunk's "12-1a2b3c4d.js" (src/node/scriptChunks.ts). */
const HASHED = /-([0-9a-f]{20}|[0-9a-f]{8})\.(js|css)$/;

interface Rule {
  path: string;
  /** Headers an earlier rule set that this one takes away first. */
  detach?: string[];
  headers: Record<string, string>;
}

export interface BuiltSite {
  /** Every page, 404.html (sent for every unknown address) among them, at the address it is published at, with its HTML. */
  pages: readonly PageHtml[];
  /** The path of every script and style sheet of the site: "app-1a2b….js", "admin/build/cms.js". */
  assets: readonly string[];
}

/**
 * How many different inline scripts the pages may have between them. Today every page has the same five; a page of
 * one template may add one of its own. A script that differs from page to page would soon pass this, long before the
 * policy passed the host's line length, and is named here.
 */
export const MOST_INLINE_SCRIPTS = 10;

/** The hashes of the inline scripts of all the pages, which the one policy allows. */
export function siteScriptHashes(pages: readonly PageHtml[]): string[] {
  const pagesWith = new Map<string, string[]>();
  for (const page of pages) {
    for (const hash of inlineScriptHashes(page.html)) {
      const paths = pagesWith.get(hash) ?? [];
      paths.push(page.path);
      pagesWith.set(hash, paths);
    }
  }
  if (pagesWith.size > MOST_INLINE_SCRIPTS) {
    const scripts = [...pagesWith.values()]
      .sort((a, b) => a.length - b.length)
      .map((paths) => `${paths.length} of ${pages.length} pages (${paths.slice(0, 3).join(", ")}${paths.length > 3 ? ", …" : ""})`);
    throw new Error(
      `_headers: the pages have ${pagesWith.size} different inline scripts between them (at most ${MOST_INLINE_SCRIPTS}), so the ` +
        `one Content-Security-Policy would grow with the pages. A script whose text differs from page to page must keep what ` +
        `differs in an attribute (src/node/pagePathScript.tsx). Each script is on: ${scripts.join("; ")}`,
    );
  }
  return [...pagesWith.keys()].sort();
}

/** Top folders whose scripts or styles have no content hash in their name, and so must not be kept a year. */
function foldersWithUnhashedAssets(assets: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const asset of assets.filter((path) => !HASHED.test(path))) {
    const [folder, ...rest] = asset.split("/");
    if (rest.length === 0) {
      throw new Error(`_headers: ${asset} lies at the top of the site without a content hash in its name, so it would be cached for a year`);
    }
    if (folder !== "static") folders.add(folder);
  }
  return [...folders].sort();
}

const replacing = (name: string, value: string): Pick<Rule, "detach" | "headers"> => ({ detach: [name], headers: { [name]: value } });

function render(rules: readonly Rule[]): string {
  const lines = (rule: Rule) => [
    rule.path,
    ...(rule.detach ?? []).map((name) => `  ! ${name}`),
    ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  if (rules.length > HOST_LIMITS.rules) {
    throw new Error(`_headers: ${rules.length} rules, but the host reads only the first ${HOST_LIMITS.rules}`);
  }
  const long = rules.flatMap(lines).find((line) => line.length > HOST_LIMITS.lineLength);
  if (long) throw new Error(`_headers: a line of ${long.length} characters, which the host skips: ${long.slice(0, 80)}…`);
  return rules.map((rule) => lines(rule).join("\n")).join("\n\n");
}

/** The whole _headers file. */
export function headersFile(site: BuiltSite, options: HeaderOptions = {}): string {
  const keepAYear = replacing("Cache-Control", KEEP_A_YEAR);
  const rules: Rule[] = [
    {
      path: "/*",
      headers: {
        ...COMMON_HEADERS,
        "Cache-Control": REVALIDATE,
        "Content-Security-Policy": pageCsp(siteScriptHashes(site.pages), options),
      },
    },
    { path: "/*.js", ...keepAYear },
    { path: "/*.css", ...keepAYear },
    { path: "/static/*", ...keepAYear },
    ...foldersWithUnhashedAssets(site.assets).map((folder) => ({ path: `/${folder}/*`, ...replacing("Cache-Control", REVALIDATE) })),
    // The content manager: its own policy, and a sign-in popup that keeps its opener (through GitHub and back
    // to /api/callback), which "same-origin" would cut off.
    {
      path: "/admin/",
      detach: ["Content-Security-Policy", "Cross-Origin-Opener-Policy"],
      headers: { "Content-Security-Policy": adminCsp(), "Cross-Origin-Opener-Policy": "same-origin-allow-popups" },
    },
  ];
  return `# Written by the build (src/node/securityHeaders.ts); do not edit.\n\n${render(rules)}\n`;
}
