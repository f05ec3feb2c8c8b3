import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import {
  HANDSHAKE_SCRIPT,
  STATE_COOKIE,
  createState,
  errorMessage,
  handleAuth,
  handleCallback,
  oauthOrigin,
  readCookie,
  safeEqual,
  scopeFor,
  stateCookie,
  successMessage,
  type OAuthEnv,
} from "./oauth";

const SITE = "https://www.tallyfield.com";
const ENV: OAuthEnv = { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "client-secret" };

const get = (path: string, cookie?: string) => new Request(`${SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

/** The message the page hands to its opener, from its data-message attribute. */
function pageMessage(html: string): string {
  const encoded = /data-message="([^"]*)"/.exec(html)?.[1] ?? "";
  return encoded.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
}

function expectOwnHeaders(response: Response) {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-inline");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  // The popup must keep its opener: no same-origin opener policy on these answers.
  expect(response.headers.get("Cross-Origin-Opener-Policy")).toBeNull();
}

/** A GitHub token endpoint that answers `body` and records what it was sent. */
function tokenEndpoint(body: unknown, status = 200) {
  return vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })),
  );
}

async function startedSignIn(env: OAuthEnv = ENV) {
  const response = await handleAuth(get("/api/auth?provider=github&site_id=www.tallyfield.com&scope=repo"), env);
  const location = new URL(response.headers.get("Location")!);
  const state = location.searchParams.get("state")!;
  return { response, location, state, cookie: `${STATE_COOKIE}=${state}` };
}

describe("state and cookie helpers", () => {
  it("creates long, random, URL-safe states", () => {
    const states = new Set(Array.from({ length: 50 }, createState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("compares strings exactly", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
    expect(safeEqual("", "a")).toBe(false);
  });

  it("reads one cookie among others", () => {
    const request = get("/", `a=1; ${STATE_COOKIE}=xyz; b=2`);
    expect(readCookie(request, STATE_COOKIE)).toBe("xyz");
    expect(readCookie(request, "missing")).toBeUndefined();
    expect(readCookie(get("/"), STATE_COOKIE)).toBeUndefined();
  });

  it("keeps the state in a short-lived, HttpOnly, Secure, SameSite=Lax cookie sent only to /api/", () => {
    const cookie = stateCookie("xyz");
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/api/");
    expect(cookie).toContain("Max-Age=600");
  });

  it("asks GitHub only for a scope of the allowed list", () => {
    expect(scopeFor("repo")).toBe("repo");
    expect(scopeFor("public_repo")).toBe("public_repo");
    expect(scopeFor("repo,user,delete_repo")).toBe("repo");
    expect(scopeFor(null)).toBe("repo");
  });

  it("talks to github.com unless told otherwise, and only over https (or http on this machine)", () => {
    expect(oauthOrigin({})).toBe("https://github.com");
    expect(oauthOrigin({ GITHUB_OAUTH_ORIGIN: "https://github.example.com/" })).toBe("https://github.example.com");
    expect(oauthOrigin({ GITHUB_OAUTH_ORIGIN: "http://localhost:9010" })).toBe("http://localhost:9010");
    expect(oauthOrigin({ GITHUB_OAUTH_ORIGIN: "http://github.example.com" })).toBeUndefined();
    expect(oauthOrigin({ GITHUB_OAUTH_ORIGIN: "not a url" })).toBeUndefined();
  });
});

describe("GET /api/auth", () => {
  it("keeps a fresh state in a cookie and redirects to GitHub's authorize page", async () => {
    const { response, location, state } = await startedSignIn();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("client-id");
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/api/callback`);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get("Set-Cookie")).toBe(stateCookie(state));
    expectOwnHeaders(response);
  });

  it("uses GITHUB_OAUTH_ORIGIN when given", async () => {
    const { location } = await startedSignIn({ ...ENV, GITHUB_OAUTH_ORIGIN: "http://localhost:9010" });
    expect(location.origin).toBe("http://localhost:9010");
  });

  it("refuses another provider", async () => {
    const response = await handleAuth(get("/api/auth?provider=gitlab"), ENV);
    expect(response.status).toBe(400);
    expect(response.headers.get("Location")).toBeNull();
    expect(pageMessage(await response.text())).toMatch(/^authorization:github:error:/);
  });

  it("says clearly when the client id or secret is missing", async () => {
    for (const env of [{ GITHUB_CLIENT_SECRET: "s" }, { GITHUB_CLIENT_ID: "i" }, {}] as OAuthEnv[]) {
      const response = await handleAuth(get("/api/auth?provider=github"), env);
      expect(response.status).toBe(500);
      expect(await response.text()).toMatch(/Sign-in is not set up on this site: GITHUB_CLIENT_(ID|SECRET)/);
      expectOwnHeaders(response);
    }
  });

  it("answers only GET", async () => {
    const response = await handleAuth(new Request(`${SITE}/api/auth?provider=github`, { method: "POST" }), ENV);
    expect(response.status).toBe(405);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("GET /api/callback", () => {
  it("exchanges the code and hands the token to the opener in Decap's words", async () => {
    const { state, cookie } = await startedSignIn();
    const fetcher = tokenEndpoint({ access_token: "gho_token", token_type: "bearer", scope: "repo" });
    const response = await handleCallback(get(`/api/callback?code=the-code&state=${state}`, cookie), ENV, fetcher);

    expect(response.status).toBe(200);
    expect(fetcher).toHaveBeenCalledOnce();
    const [url, init] = fetcher.mock.calls[0];
    expect(url).toBe("https://github.com/login/oauth/access_token");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
    expect(init?.body).toBeTypeOf("string");
    expect(Object.fromEntries(new URLSearchParams(init?.body as string))).toEqual({
      client_id: "client-id",
      client_secret: "client-secret",
      code: "the-code",
      redirect_uri: `${SITE}/api/callback`,
    });

    const html = await response.text();
    expect(pageMessage(html)).toBe('authorization:github:success:{"token":"gho_token","provider":"github"}');
    expect(html).toContain("Signed in.");
    expect(response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0; Path=/api/`));
    expectOwnHeaders(response);
  });

  it("allows exactly its one inline script, by hash", async () => {
    const { state, cookie } = await startedSignIn();
    const response = await handleCallback(get(`/api/callback?code=c&state=${state}`, cookie), ENV, tokenEndpoint({ access_token: "t" }));
    const html = await response.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual([HANDSHAKE_SCRIPT]);
    const hash = createHash("sha256").update(HANDSHAKE_SCRIPT, "utf8").digest("base64");
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it("escapes what it writes into the page", async () => {
    const { state, cookie } = await startedSignIn();
    const token = `"><script>alert(1)</script>&`;
    const response = await handleCallback(get(`/api/callback?code=c&state=${state}`, cookie), ENV, tokenEndpoint({ access_token: token }));
    const html = await response.text();
    expect(html).not.toContain("<script>alert");
    expect(pageMessage(html)).toBe(successMessage(token));
  });

  const refused = [
    ["a wrong state", (state: string, cookie: string) => get(`/api/callback?code=c&state=${state}x`, cookie)],
    ["no state", (_: string, cookie: string) => get("/api/callback?code=c", cookie)],
    ["no cookie", (state: string) => get(`/api/callback?code=c&state=${state}`)],
    ["another sign-in's cookie", (state: string) => get(`/api/callback?code=c&state=${state}`, `${STATE_COOKIE}=${createState()}`)],
  ] as const;
  for (const [name, request] of refused) {
    it(`refuses ${name}, without asking GitHub for a token`, async () => {
      const { state, cookie } = await startedSignIn();
      const fetcher = tokenEndpoint({ access_token: "must-not-leak" });
      const response = await handleCallback(request(state, cookie), ENV, fetcher);
      expect(response.status).toBe(400);
      expect(fetcher).not.toHaveBeenCalled();
      const html = await response.text();
      expect(html).not.toContain("must-not-leak");
      expect(pageMessage(html)).toMatch(/^authorization:github:error:\{"message":"Sign-in failed: /);
      expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
      expectOwnHeaders(response);
    });
  }

  it("reports GitHub's refusal and a missing code", async () => {
    const { state, cookie } = await startedSignIn();
    const denied = await handleCallback(get(`/api/callback?error=access_denied&state=${state}`, cookie), ENV, tokenEndpoint({}));
    expect(pageMessage(await denied.text())).toBe(errorMessage("Sign-in failed: access was not granted on GitHub."));
    const noCode = await handleCallback(get(`/api/callback?state=${state}`, cookie), ENV, tokenEndpoint({}));
    expect(noCode.status).toBe(400);
    expect(pageMessage(await noCode.text())).toBe(errorMessage("Sign-in failed: GitHub sent no code."));
  });

  it("reports a code GitHub does not accept, and a GitHub it cannot reach", async () => {
    const { state, cookie } = await startedSignIn();
    const request = () => get(`/api/callback?code=c&state=${state}`, cookie);
    const badCode = await handleCallback(request(), ENV, tokenEndpoint({ error: "bad_verification_code" }));
    expect(badCode.status).toBe(502);
    expect(pageMessage(await badCode.text())).toBe(errorMessage("Sign-in failed: GitHub answered bad_verification_code."));
    const down = await handleCallback(
      request(),
      ENV,
      vi.fn(async () => Promise.reject(new TypeError("network"))),
    );
    expect(down.status).toBe(502);
    const failing = await handleCallback(request(), ENV, tokenEndpoint({}, 500));
    expect(pageMessage(await failing.text())).toBe(errorMessage("Sign-in failed: GitHub could not be reached."));
  });

  it("says clearly when the secret is missing, and asks GitHub nothing", async () => {
    const { state, cookie } = await startedSignIn();
    const fetcher = tokenEndpoint({ access_token: "t" });
    const response = await handleCallback(get(`/api/callback?code=c&state=${state}`, cookie), { GITHUB_CLIENT_ID: "client-id" }, fetcher);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("GITHUB_CLIENT_SECRET missing");
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe("the page's handshake script", () => {
  const ORIGIN = "https://www.tallyfield.com";
  const MESSAGE = successMessage("gho_token");

  /** Runs the script in a fake popup; returns what it posted and a way to send it messages. */
  function popup(opener: { postMessage: (data: unknown, target: string) => void } | null) {
    const listeners: ((event: { origin: string; source: unknown; data: unknown }) => void)[] = [];
    const window = {
      opener,
      location: { origin: ORIGIN },
      addEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.push(listener),
      removeEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.splice(listeners.indexOf(listener), 1),
    };
    const document = { getElementById: () => ({ getAttribute: () => MESSAGE }) };
    runInNewContext(HANDSHAKE_SCRIPT, { window, document });
    return (event: { origin: string; source: unknown; data: unknown }) => [...listeners].forEach((listener) => listener(event));
  }

  it("announces itself to the site's origin, then answers only the opener, on that origin", () => {
    const posted: [unknown, string][] = [];
    const opener = { postMessage: (data: unknown, target: string) => posted.push([data, target]) };
    const send = popup(opener);
    expect(posted).toEqual([["authorizing:github", ORIGIN]]);

    send({ origin: "https://evil.example", source: opener, data: "authorizing:github" });
    send({ origin: ORIGIN, source: {}, data: "authorizing:github" });
    send({ origin: ORIGIN, source: opener, data: "something else" });
    expect(posted).toHaveLength(1);

    send({ origin: ORIGIN, source: opener, data: "authorizing:github" });
    expect(posted).toEqual([
      ["authorizing:github", ORIGIN],
      [MESSAGE, ORIGIN],
    ]);
    send({ origin: ORIGIN, source: opener, data: "authorizing:github" });
    expect(posted).toHaveLength(2);
  });

  it("does nothing without an opener", () => {
    expect(() => popup(null)).not.toThrow();
  });
});
