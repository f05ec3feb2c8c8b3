import { createHash } from "node:crypto";
import type { BrowserContext, Page, Response } from "@playwright/test";
import { test, expect } from "./fixtures";
import { ENDPOINT_SITE_PORT, GITHUB_STAND_IN_PORT, SITE_PORT } from "./playwright.config";

/*
 * The content manager's GitHub sign-in (functions/api/auth.ts and callback.ts), on Cloudflare Pages' own
 * runtime, with scripts/github-oauth-stand-in.mjs in GitHub's place (e2e/playwright.config.ts points the
 * Functions at it). Decap CMS signs in through a popup: the popup says "authorizing:github" to its opener,
 * the opener (if it trusts the popup's origin) says it back, and the popup then posts the token. The token
 * must reach the site's own /admin/ and nothing else.
 *
 * The handshake does not depend on the width of the window: these tests run at desktop width only.
 */

const SITE = `http://localhost:${SITE_PORT}`;
const OTHER_SITE = `http://localhost:${ENDPOINT_SITE_PORT}`;
const STAND_IN = `http://localhost:${GITHUB_STAND_IN_PORT}`;
const TOKEN = "e2e-token";
/** Where Decap opens its popup (decap-cms-lib-auth: `${base_url}/${auth_endpoint}?provider=…&site_id=…&scope=…`). */
const AUTH_PATH = "/api/auth?provider=github&site_id=demo.decapcms.org&scope=repo";
const SUCCESS = `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`;
const REFUSED = "Sign-in failed: this answer does not belong to a sign-in started here, or it took too long.";
const OPENER_POLICY_NEEDED =
  "/admin/ must let its sign-in window keep its opener (Cross-Origin-Opener-Policy: same-origin-allow-popups): " +
  "under same-origin, the window loses it as soon as it leaves for GitHub, and cannot hand the token back";

/**
 * Opens the content manager. It is Decap's page, not one of Gatsby's: it never marks itself hydrated, which
 * the fixture's `page.goto` waits for, so Playwright's own goto opens it. On localhost Decap first looks for
 * decap-server (`local_backend`); the answer here says there is none, as on a machine where it is not started.
 */
async function openAdmin(page: Page, origin = SITE) {
  await page.route("http://localhost:8081/**", (route) => route.fulfill({ json: {} }));
  await openAdminPage(page, origin);
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
}

/**
 * The content manager's page with its headers, but without Decap's script: the opener of the handshake's tests, which
 * play Decap's part themselves (`startSignIn`). Loading Decap takes most of a test's 15 s on a 2-core machine.
 */
async function openAdminWithoutDecap(page: Page, origin = SITE) {
  await page.route(`${origin}/admin/build/**`, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await openAdminPage(page, origin);
}

async function openAdminPage(page: Page, origin: string) {
  const response = (await (Object.getPrototypeOf(page) as Page).goto.call(page, `${origin}/admin/`))!;
  expect(response.headers()["cross-origin-opener-policy"], OPENER_POLICY_NEEDED).toBe("same-origin-allow-popups");
}

/** Console errors and policy violations of the popups of a context (the fixture watches only the page). */
function watchPopups(context: BrowserContext, expected?: RegExp) {
  const problems: string[] = [];
  context.on("page", (popup) => {
    popup.on("console", (message) => {
      if (message.type() === "error" && !expected?.test(message.text())) problems.push(message.text());
    });
    popup.on("pageerror", (error) => problems.push(error.message));
  });
  return problems;
}

interface Received {
  origin: string;
  data: string;
}

/**
 * Starts a sign-in from the page the way Decap does (decap-cms-lib-auth's NetlifyAuthenticator): it opens
 * the popup at `url`, answers "authorizing:github" only when it comes from `trusted`, then takes the
 * success or error message from that origin. Every message the page receives is recorded.
 */
async function startSignIn(page: Page, url: string, trusted: string) {
  await page.evaluate(
    ({ url, trusted }) => {
      const state = window as unknown as { received: Received[]; result?: string; authWindow: Window | null };
      state.received = [];
      const authorize = (event: MessageEvent) => {
        if (event.origin !== trusted || typeof event.data !== "string") return;
        if (/^authorization:github:(success|error):/.test(event.data)) {
          window.removeEventListener("message", authorize);
          state.result = event.data;
        }
      };
      const handshake = (event: MessageEvent) => {
        if (event.data === "authorizing:github" && event.origin === trusted) {
          window.removeEventListener("message", handshake);
          window.addEventListener("message", authorize);
          state.authWindow?.postMessage(event.data, event.origin);
        }
      };
      window.addEventListener("message", (event) => state.received.push({ origin: event.origin, data: String(event.data) }));
      window.addEventListener("message", handshake);
      state.authWindow = window.open(url, "Netlify Authorization", "width=960, height=600");
    },
    { url, trusted },
  );
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);
const result = (page: Page) => page.evaluate(() => (window as unknown as { result?: string }).result ?? null);

/**
 * The sign-in with GitHub's answer altered by `change` on its way back to the site (a forged or replayed
 * answer). Playwright does not route the hops of a redirect, so this relays the first one: /api/auth (its
 * state cookie included) and the stand-in's grant, then redirects the popup to the altered callback.
 */
async function alterAnswer(context: BrowserContext, change: (callback: URL) => void) {
  const auth = (url: URL) => url.origin === SITE && url.pathname === "/api/auth";
  await context.route(auth, async (route) => {
    const started = await route.fetch({ maxRedirects: 0 });
    const grant = await context.request.get(started.headers()["location"], { maxRedirects: 0 });
    const callback = new URL(grant.headers()["location"]);
    change(callback);
    await route.fulfill({ status: 302, headers: { Location: callback.href, "Set-Cookie": started.headers()["set-cookie"] } });
  });
}

function expectOwnHeaders(headers: Record<string, string>, html: string) {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(scripts).toHaveLength(1);
  const hash = createHash("sha256").update(scripts[0], "utf8").digest("base64");
  expect(headers["content-security-policy"]).toBe(
    `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  // The popup keeps its opener: no same-origin opener policy on the sign-in pages.
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();
}

test.describe("the sign-in handshake", () => {
  test("hands the token to the site's own /admin/, and only in Decap's handshake", async ({ page }) => {
    const problems = watchPopups(page.context());
    await openAdminWithoutDecap(page);
    const callback = page.context().waitForEvent("response", (response) => response.url().startsWith(`${SITE}/api/callback?`));
    const popup = page.waitForEvent("popup");
    await startSignIn(page, `${SITE}${AUTH_PATH}`, SITE);

    await expect.poll(() => result(page)).toBe(SUCCESS);
    expect(await received(page)).toEqual([
      { origin: SITE, data: "authorizing:github" },
      { origin: SITE, data: SUCCESS },
    ]);
    const answer: Response = await callback;
    expect(answer.status()).toBe(200);
    expectOwnHeaders(await answer.allHeaders(), await answer.text());
    await expect((await popup).getByText("Signed in.")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("an opener that does not answer the handshake gets no token", async ({ page }) => {
    await openAdminWithoutDecap(page);
    const popup = page.waitForEvent("popup");
    // Trusts another origin than the popup's: it never answers "authorizing:github".
    await startSignIn(page, `${SITE}${AUTH_PATH}`, OTHER_SITE);
    await expect((await popup).getByText("Signed in.")).toBeVisible();
    await expect.poll(() => received(page)).toEqual([{ origin: SITE, data: "authorizing:github" }]);
    await page.waitForTimeout(500);
    expect(await received(page)).toEqual([{ origin: SITE, data: "authorizing:github" }]);
  });

  test("a page of another origin that opens the sign-in gets nothing, even if it answers blindly", async ({ page }) => {
    await openAdminWithoutDecap(page, OTHER_SITE);
    const popupEvent = page.waitForEvent("popup");
    await startSignIn(page, `${SITE}${AUTH_PATH}`, SITE);
    const popup = await popupEvent;
    await expect(popup.getByText("Signed in.")).toBeVisible();
    // The popup does know its opener: only the origin checks keep the token from it.
    expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
    // It says "authorizing:github" to the popup again and again, as a hostile page would.
    await page.evaluate(() => {
      const { authWindow } = window as unknown as { authWindow: Window };
      const timer = setInterval(() => authWindow.postMessage("authorizing:github", "*"), 50);
      setTimeout(() => clearInterval(timer), 1000);
    });
    await page.waitForTimeout(1500);
    expect(await received(page)).toEqual([]);
    expect(await result(page)).toBeNull();
  });

  test("the relay of the tests below, answer unaltered, signs in: what they refuse is the state", async ({ page }) => {
    await alterAnswer(page.context(), () => {});
    await openAdminWithoutDecap(page);
    await startSignIn(page, `${SITE}${AUTH_PATH}`, SITE);
    await expect.poll(() => result(page)).toBe(SUCCESS);
  });

  const forgeries: [string, (callback: URL) => void][] = [
    ["a wrong state", (callback) => callback.searchParams.set("state", "forged-state")],
    ["no state", (callback) => callback.searchParams.delete("state")],
  ];
  for (const [name, forge] of forgeries) {
    test(`an answer with ${name} is refused and hands no token`, async ({ page }) => {
      const problems = watchPopups(page.context(), /status of 400/);
      await alterAnswer(page.context(), forge);
      await openAdminWithoutDecap(page);
      const popup = page.waitForEvent("popup");
      await startSignIn(page, `${SITE}${AUTH_PATH}`, SITE);

      await expect.poll(() => result(page)).toBe(`authorization:github:error:${JSON.stringify({ message: REFUSED })}`);
      expect((await received(page)).map(({ data }) => data).join("\n")).not.toContain(TOKEN);
      await expect((await popup).getByText(REFUSED)).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test("a callback opened without a sign-in started here is refused and hands no token", async ({ page }) => {
    const problems = watchPopups(page.context(), /status of 400/);
    await openAdminWithoutDecap(page);
    // A code and state of someone else's sign-in, without this browser's cookie.
    const theirs = new URL(`${STAND_IN}/login/oauth/authorize`);
    theirs.search = new URLSearchParams({ client_id: "e2e-client-id", redirect_uri: `${SITE}/api/callback`, state: "theirs" }).toString();
    const grant = await page.request.get(theirs.href, { maxRedirects: 0 });
    await startSignIn(page, grant.headers()["location"], SITE);
    await expect.poll(() => result(page)).toBe(`authorization:github:error:${JSON.stringify({ message: REFUSED })}`);
    expect((await received(page)).map(({ data }) => data).join("\n")).not.toContain(TOKEN);
    expect(problems).toEqual([]);
  });
});

test.describe("the sign-in's own answers", () => {
  test("/admin/ lets its sign-in window report back to it", async ({ request }) => {
    const response = await request.get("/admin/");
    expect(response.headers()["cross-origin-opener-policy"], OPENER_POLICY_NEEDED).toBe("same-origin-allow-popups");
  });

  test("/api/auth keeps a state in a short-lived cookie for /api/ and redirects to GitHub with it", async ({ request }) => {
    const response = await request.get(AUTH_PATH, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = new URL(response.headers()["location"]);
    expect(`${location.origin}${location.pathname}`).toBe(`${STAND_IN}/login/oauth/authorize`);
    expect(location.searchParams.get("client_id")).toBe("e2e-client-id");
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/api/callback`);
    expect(location.searchParams.get("scope")).toBe("repo");
    const state = location.searchParams.get("state")!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers()["set-cookie"]).toBe(`__Secure-decap-oauth-state=${state}; Max-Age=600; Path=/api/; HttpOnly; Secure; SameSite=Lax`);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["referrer-policy"]).toBe("no-referrer");
  });

  test("/api/auth starts only a GitHub sign-in", async ({ request }) => {
    const response = await request.get("/api/auth?provider=gitlab", { maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(response.headers()["location"]).toBeUndefined();
    expect(await response.text()).toContain("Only GitHub sign-in is available here.");
  });

  test("/api/callback answers with its own strict headers", async ({ request }) => {
    const response = await request.get("/api/callback?code=a-code&state=a-state");
    expect(response.status()).toBe(400);
    const html = await response.text();
    expectOwnHeaders(response.headers(), html);
    expect(html).toContain(REFUSED);
    expect(html).not.toContain(TOKEN);
  });
});

test.describe("the content manager", () => {
  const REPO = "https://api.github.com/repos/your-organization/tallyfield-site";

  /** GitHub's API, as far as Decap asks it to open the first collection; records the tokens it is sent. */
  async function standInForGitHubApi(page: Page) {
    const tokens: string[] = [];
    await page.route("https://api.github.com/**", (route) => {
      const url = route.request().url();
      tokens.push(route.request().headers()["authorization"] ?? "");
      if (url === "https://api.github.com/user") return route.fulfill({ json: { login: "editor", name: "An Editor", id: 1 } });
      if (url === REPO) {
        return route.fulfill({ json: { owner: { login: "your-organization" }, permissions: { push: true }, default_branch: "main" } });
      }
      if (url.startsWith(`${REPO}/git/trees/`)) return route.fulfill({ json: { sha: "0".repeat(40), tree: [], truncated: false } });
      if (url.startsWith(`${REPO}/commits?`)) return route.fulfill({ json: [] });
      // Review before publishing: the drafts are the repository's open pull requests (none here).
      if (url.startsWith(`${REPO}/pulls?`)) return route.fulfill({ json: [] });
      console.log(`GitHub API stand-in: no answer for ${url}`);
      return route.fulfill({ status: 404, json: { message: "Not Found" } });
    });
    return tokens;
  }

  test("an editor signs in with GitHub and sees the collections", async ({ page }) => {
    const problems = watchPopups(page.context());
    const tokens = await standInForGitHubApi(page);
    await openAdmin(page);
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Login with GitHub" }).click();

    await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Firm details" }).first()).toBeVisible();
    // Decap closes the sign-in window once it has the token.
    const signInWindow = await popup;
    await expect.poll(() => signInWindow.isClosed()).toBe(true);
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set([`token ${TOKEN}`]));
    expect(problems).toEqual([]);
  });

  test("a forged answer is refused: the editor reads why, and GitHub is never asked", async ({ page }) => {
    watchPopups(page.context(), /status of 400/);
    const tokens = await standInForGitHubApi(page);
    await alterAnswer(page.context(), (callback) => callback.searchParams.set("state", "forged-state"));
    await openAdmin(page);
    await page.getByRole("button", { name: "Login with GitHub" }).click();

    await expect(page.getByText(REFUSED)).toBeVisible();
    await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
    expect(tokens).toEqual([]);
  });
});
