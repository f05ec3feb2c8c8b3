// A stand-in for GitHub's OAuth server, for the end-to-end tests of the content manager's sign-in
// (functions/api/auth.ts and callback.ts, served with GITHUB_OAUTH_ORIGIN pointing here; e2e/playwright.config.ts).
//   GET  /login/oauth/authorize      grants at once: redirects to redirect_uri with a code and the same state
//   POST /login/oauth/access_token   exchanges that code, given the test client's id and secret, for a token
// Anything else answers 400 or 404. Plain Node, no dependency. Usage: node scripts/github-oauth-stand-in.mjs <port>
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

export const CLIENT_ID = "e2e-client-id";
export const CLIENT_SECRET = "e2e-client-secret";
export const TOKEN = "e2e-token";

/** The codes handed out and not yet exchanged, with the redirect_uri each was issued for. */
const codes = new Map();

const answer = (response, status, body, headers = {}) => {
  response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
};

const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

/** The form fields of a POST, sent as application/x-www-form-urlencoded or JSON (GitHub takes both). */
async function fields(request) {
  const text = await readBody(request);
  if ((request.headers["content-type"] ?? "").includes("application/json")) {
    try {
      return new Map(Object.entries(JSON.parse(text)).map(([name, value]) => [name, String(value)]));
    } catch {
      return new Map();
    }
  }
  return new Map(new URLSearchParams(text));
}

async function handle(request, response) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  if (url.pathname === "/login/oauth/authorize") {
    if (request.method !== "GET") return answer(response, 405, { error: "method_not_allowed" });
    const params = url.searchParams;
    let redirect;
    try {
      redirect = new URL(params.get("redirect_uri") ?? "");
    } catch {
      return answer(response, 400, { error: "redirect_uri_mismatch" });
    }
    if (params.get("client_id") !== CLIENT_ID) return answer(response, 400, { error: "invalid_client_id" });
    if (!params.get("state")) return answer(response, 400, { error: "missing_state" });
    const code = randomBytes(10).toString("hex");
    codes.set(code, redirect.href);
    redirect.searchParams.set("code", code);
    redirect.searchParams.set("state", params.get("state"));
    response.writeHead(302, { Location: redirect.href, "Cache-Control": "no-store" });
    return response.end();
  }
  if (url.pathname === "/login/oauth/access_token") {
    if (request.method !== "POST") return answer(response, 405, { error: "method_not_allowed" });
    const form = await fields(request);
    if (form.get("client_id") !== CLIENT_ID || form.get("client_secret") !== CLIENT_SECRET) {
      return answer(response, 400, { error: "incorrect_client_credentials" });
    }
    const code = form.get("code");
    const redirectUri = codes.get(code);
    if (!code || !redirectUri || (form.has("redirect_uri") && form.get("redirect_uri") !== redirectUri)) {
      // GitHub answers a bad code with 200 and an error in the body.
      return answer(response, 200, { error: "bad_verification_code" });
    }
    codes.delete(code);
    return answer(response, 200, { access_token: TOKEN, token_type: "bearer", scope: "repo" });
  }
  return answer(response, 404, { error: "not_found" });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 9010);
  // On the loopback addresses only, IPv4 and IPv6: "localhost" may resolve to either.
  const servers = ["127.0.0.1", "::1"].map((host) => {
    const server = createServer((request, response) => {
      handle(request, response).catch(() => answer(response, 400, { error: "bad_request" }));
    });
    server.on("error", (error) => {
      if (host === "::1" && (error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT")) return; // no IPv6 on this machine
      console.error(`GitHub OAuth stand-in: ${error.message}`);
      process.exit(1);
    });
    server.listen(port, host);
    return server;
  });
  console.log(`GitHub OAuth stand-in at http://localhost:${port}`);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      for (const server of servers) server.close();
      process.exit(0);
    });
  }
}
