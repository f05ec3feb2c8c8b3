/*
 * The content manager's GitHub sign-in (Decap CMS's OAuth handshake), run as Cloudflare Pages Functions on
 * the site's own origin: functions/api/auth.ts and functions/api/callback.ts only call the handlers below.
 * This folder is not routed: wrangler makes a route only of a file that exports `onRequest…`.
 *
 *   /admin/ (Decap)  opens a popup at /api/auth?provider=github&site_id=…&scope=repo
 *   /api/auth        keeps a random state in a short-lived cookie and redirects to GitHub's authorize page
 *   GitHub           asks the person, then redirects to /api/callback?code=…&state=…
 *   /api/callback    checks the state against the cookie, exchanges the code for a token (with the client
 *                    secret) and answers a page whose script does Decap's handshake with the opener:
 *                      popup → opener  "authorizing:github"
 *                      opener → popup  "authorizing:github"   (Decap answers only if our origin is its base_url)
 *                      popup → opener  "authorization:github:success:{"token":"…","provider":"github"}"
 *                    Every message is posted to the site's own origin only, and the popup answers only a
 *                    message from its opener on that origin: a page of any other origin gets nothing.
 *
 * Environment: GITHUB_CLIENT_ID (a variable), GITHUB_CLIENT_SECRET (a secret: `wrangler pages secret put`),
 * GITHUB_OAUTH_ORIGIN (tests only; defaults to https://github.com). See docs/publishing.md.
 */

export interface OAuthEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Where GitHub's OAuth server is: only the end-to-end tests change it (scripts/github-oauth-stand-in.mjs). */
  GITHUB_OAUTH_ORIGIN?: string;
}

/** What a Pages Function receives, as far as these Functions use it (Cloudflare's `EventContext`). */
export interface PagesContext<Env> {
  request: Request;
  env: Env;
}

/** A Pages Function (Cloudflare's `PagesFunction`), without depending on @cloudflare/workers-types. */
export type PagesFunction<Env = OAuthEnv> = (context: PagesContext<Env>) => Response | Promise<Response>;

export const PROVIDER = "github";
export const DEFAULT_OAUTH_ORIGIN = "https://github.com";
/** GitHub scopes Decap may ask for (`repo`, or `public_repo` with open authoring); anything else gets `repo`. */
export const ALLOWED_SCOPES: readonly string[] = ["repo", "public_repo"];
export const DEFAULT_SCOPE = "repo";

/**
 * The state cookie. `__Secure-` rather than `__Host-`: the latter demands Path=/, and this cookie is only
 * ever sent to the sign-in Functions.
 */
export const STATE_COOKIE = "__Secure-decap-oauth-state";
export const STATE_COOKIE_PATH = "/api/";
/** Ten minutes to sign in at GitHub. */
export const STATE_MAX_AGE = 600;
export const CALLBACK_PATH = "/api/callback";

/** The page's only script: it reads the message from the page and does Decap's handshake with the opener. */
export const HANDSHAKE_SCRIPT = `(function () {
  "use strict";
  var element = document.getElementById("decap-oauth");
  var message = element && element.getAttribute("data-message");
  var opener = window.opener;
  var origin = window.location.origin;
  if (!message || !opener || opener === window) return;
  function answer(event) {
    if (event.origin !== origin || event.source !== opener || event.data !== "authorizing:${PROVIDER}") return;
    window.removeEventListener("message", answer);
    opener.postMessage(message, origin);
  }
  window.addEventListener("message", answer);
  opener.postMessage("authorizing:${PROVIDER}", origin);
})();`;

// ---------------------------------------------------------------------------------------------- helpers

const encoder = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A fresh state: 32 random bytes, base64url (safe in a cookie and a query string). */
export function createState(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return base64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Compares two strings in a time that does not depend on where they first differ (only on their length). */
export function safeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index++) difference |= left[index] ^ right[index];
  return difference === 0;
}

/** The value of one cookie of a request, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

export function stateCookie(state: string): string {
  return `${STATE_COOKIE}=${state}; Max-Age=${STATE_MAX_AGE}; Path=${STATE_COOKIE_PATH}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearedStateCookie(): string {
  return `${STATE_COOKIE}=; Max-Age=0; Path=${STATE_COOKIE_PATH}; HttpOnly; Secure; SameSite=Lax`;
}

/** The state sent back by GitHub is the one this browser's cookie holds. */
export function stateMatches(request: Request, state: string | null): boolean {
  const expected = readCookie(request, STATE_COOKIE);
  if (!state || !expected) return false;
  return safeEqual(state, expected);
}

export function scopeFor(requested: string | null): string {
  return requested && ALLOWED_SCOPES.includes(requested) ? requested : DEFAULT_SCOPE;
}

/**
 * GitHub's OAuth origin: https://github.com unless GITHUB_OAUTH_ORIGIN says otherwise, which must then be
 * https, or http on this machine (the tests' stand-in). Undefined when the value is not acceptable.
 */
export function oauthOrigin(env: OAuthEnv): string | undefined {
  const value = env.GITHUB_OAUTH_ORIGIN?.trim();
  if (!value) return DEFAULT_OAUTH_ORIGIN;
  try {
    const url = new URL(value);
    const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
    if (url.protocol === "https:" || (url.protocol === "http:" && local)) return url.origin;
  } catch {
    // fall through
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------- responses

const sha256Base64 = async (text: string) => base64(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text))));

let scriptHash: Promise<string> | undefined;
/** The CSP source expression of HANDSHAKE_SCRIPT, computed once. */
export function handshakeScriptHash(): Promise<string> {
  scriptHash ??= sha256Base64(HANDSHAKE_SCRIPT).then((hash) => `'sha256-${hash}'`);
  return scriptHash;
}

/**
 * The headers of every answer of these Functions: the site's _headers file does not apply to them. No
 * Cross-Origin-Opener-Policy: the callback page needs `window.opener`, which `same-origin` would cut.
 */
export function securityHeaders(scriptSource?: string): Headers {
  const scriptSrc = scriptSource ? `script-src ${scriptSource}` : "script-src 'none'";
  return new Headers({
    "Content-Security-Policy": `default-src 'none'; ${scriptSrc}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "X-Robots-Tag": "noindex",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Decap's message for a token. */
export function successMessage(token: string): string {
  return `authorization:${PROVIDER}:success:${JSON.stringify({ token, provider: PROVIDER })}`;
}

/** Decap's message for a failure: it shows `message` under its login button. */
export function errorMessage(message: string): string {
  return `authorization:${PROVIDER}:error:${JSON.stringify({ message })}`;
}

export interface HandshakeOptions {
  status: number;
  /** What the person reads in the popup. */
  text: string;
  /** What the opener receives: successMessage or errorMessage. */
  message: string;
  cookie?: string;
}

/** The popup's page: a short text for the person, and the handshake that hands `message` to the opener. */
export async function handshakePage({ status, text, message, cookie }: HandshakeOptions): Promise<Response> {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content manager sign-in</title>
</head>
<body>
<main id="decap-oauth" data-message="${escapeHtml(message)}">
<p>${escapeHtml(text)}</p>
</main>
<script>${HANDSHAKE_SCRIPT}</script>
</body>
</html>
`;
  const headers = securityHeaders(await handshakeScriptHash());
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (cookie) headers.append("Set-Cookie", cookie);
  return new Response(html, { status, headers });
}

/** A failure, for the person and for Decap. */
export function failurePage(status: number, text: string, cookie?: string): Promise<Response> {
  return handshakePage({ status, text: `${text} Close this window and try again.`, message: errorMessage(text), cookie });
}

/** Only GET: a HEAD or POST must not start a sign-in nor spend a code. */
const methodNotAllowed = () => {
  const headers = securityHeaders();
  headers.set("Allow", "GET");
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response("Method not allowed.\n", { status: 405, headers });
};

/** Why the Functions cannot work, in words for whoever set up the host; undefined when they can. */
export function configurationProblem(env: OAuthEnv): string | undefined {
  const missing = [!env.GITHUB_CLIENT_ID?.trim() && "GITHUB_CLIENT_ID", !env.GITHUB_CLIENT_SECRET?.trim() && "GITHUB_CLIENT_SECRET"].filter(Boolean);
  if (missing.length) return `Sign-in is not set up on this site: ${missing.join(" and ")} missing (see docs/publishing.md).`;
  if (!oauthOrigin(env)) return "Sign-in is not set up on this site: GITHUB_OAUTH_ORIGIN is not a valid https origin.";
  return undefined;
}

// ---------------------------------------------------------------------------------------------- handlers

/** GET /api/auth: keeps a fresh state in a cookie and sends the person to GitHub. */
export async function handleAuth(request: Request, env: OAuthEnv): Promise<Response> {
  if (request.method !== "GET") return methodNotAllowed();
  const problem = configurationProblem(env);
  if (problem) return failurePage(500, problem);
  const url = new URL(request.url);
  if (url.searchParams.get("provider") !== PROVIDER) {
    return failurePage(400, "Only GitHub sign-in is available here.");
  }
  const state = createState();
  const authorize = new URL("/login/oauth/authorize", oauthOrigin(env));
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID!.trim(),
    redirect_uri: new URL(CALLBACK_PATH, url.origin).href,
    scope: scopeFor(url.searchParams.get("scope")),
    state,
  }).toString();
  const headers = securityHeaders();
  headers.set("Location", authorize.href);
  headers.append("Set-Cookie", stateCookie(state));
  return new Response(null, { status: 302, headers });
}

interface TokenAnswer {
  access_token?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/**
 * GET /api/callback: checks the state, exchanges the code for a token and hands it to the opener, which
 * must be a page of this origin. `fetcher` is the runtime's fetch (replaced in unit tests).
 */
export async function handleCallback(request: Request, env: OAuthEnv, fetcher: typeof fetch = fetch): Promise<Response> {
  if (request.method !== "GET") return methodNotAllowed();
  const cleared = clearedStateCookie();
  const problem = configurationProblem(env);
  if (problem) return failurePage(500, problem, cleared);
  const url = new URL(request.url);
  const params = url.searchParams;
  if (!stateMatches(request, params.get("state"))) {
    return failurePage(400, "Sign-in failed: this answer does not belong to a sign-in started here, or it took too long.", cleared);
  }
  const githubError = params.get("error");
  if (githubError) {
    const reason = githubError === "access_denied" ? "access was not granted on GitHub." : `GitHub answered ${githubError}.`;
    return failurePage(400, `Sign-in failed: ${reason}`, cleared);
  }
  const code = params.get("code");
  if (!code) return failurePage(400, "Sign-in failed: GitHub sent no code.", cleared);

  let answer: TokenAnswer;
  try {
    const response = await fetcher(new URL("/login/oauth/access_token", oauthOrigin(env)).href, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": "decap-cms-sign-in",
      },
      body: new URLSearchParams({
        client_id: env.GITHUB_CLIENT_ID!.trim(),
        client_secret: env.GITHUB_CLIENT_SECRET!.trim(),
        code,
        redirect_uri: new URL(CALLBACK_PATH, url.origin).href,
      }).toString(),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    answer = (await response.json()) as TokenAnswer;
  } catch {
    return failurePage(502, "Sign-in failed: GitHub could not be reached.", cleared);
  }
  if (typeof answer.access_token !== "string" || !answer.access_token) {
    const reason = typeof answer.error === "string" ? `GitHub answered ${answer.error}.` : "GitHub sent no token.";
    return failurePage(502, `Sign-in failed: ${reason}`, cleared);
  }
  return handshakePage({
    status: 200,
    text: "Signed in. This window closes by itself; if it stays open, close it and return to the content manager.",
    message: successMessage(answer.access_token),
    cookie: cleared,
  });
}
