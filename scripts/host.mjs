// Serves a built site with Cloudflare Pages' own local runtime (`wrangler pages dev`, workerd), offline, as
// the host serves it in production: `_headers`, the redirects between `/about` and `/about/`, `404.html` for
// unknown addresses, compression, and the Pages Functions in functions/. The compatibility date is pinned in
// wrangler.toml. Used by `npm run serve`, the end-to-end tests and the bench; never a server of our own.
// Usage: node scripts/host.mjs <dir> <port> [--binding NAME=value ...]
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";

// Wrangler's command, found through its package.json: the package exports no path to its bin/ folder.
const wranglerPackage = createRequire(import.meta.url).resolve("wrangler/package.json");
const wrangler = join(dirname(wranglerPackage), JSON.parse(readFileSync(wranglerPackage, "utf8")).bin.wrangler);

/** Wrangler, told to stay off the network: no metrics, no update check, no `Request.cf` download. */
const HOST_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/**
 * The command line that serves `dir` at `port`. Each instance gets its own inspector port (port + 20000),
 * so several can run at once. `bindings` are the Functions' variables and secrets (NAME=value).
 */
function hostCommand(dir, port, bindings = []) {
  const args = [wrangler, "pages", "dev", dir, "--port", String(port), "--inspector-port", String(Number(port) + 20000)];
  for (const binding of bindings) args.push("--binding", binding);
  return { command: process.execPath, args, env: { ...process.env, ...HOST_ENV } };
}

/**
 * Wrangler's inspector proxy asks the runtime for a network event of every fetch the Pages worker makes, and keeps
 * them all until a debugger attaches: thousands of requests (a test suite) grow it until the dev server fails
 * ("Network connection lost"). So a debugger attaches at once, as wrangler allows on the inspector port, and
 * turns those events off; whatever the proxy sends it is dropped. Retries until the port answers.
 */
function quietInspector(port, child) {
  if (child.exitCode !== null) return;
  const socket = new WebSocket(`ws://127.0.0.1:${Number(port) + 20000}/ws`, { headers: { Origin: "http://localhost" } });
  let id = 0;
  const networkOff = () => socket.send(JSON.stringify({ id: ++id, method: "Network.disable" }));
  socket.on("open", networkOff);
  // After a reload the proxy enables network events again: turn them off again.
  socket.on("message", (data) => String(data).startsWith('{"method":"Network.') && networkOff());
  socket.on("error", () => {});
  const stop = () => socket.terminate();
  child.once("exit", stop);
  // Each try adds its own listener: it goes with its socket, or a slow start piles them up.
  socket.on("close", () => {
    child.off("exit", stop);
    setTimeout(() => quietInspector(port, child), 500).unref();
  });
}

/** Starts the runtime and resolves once it answers; `stop()` ends it. */
export async function startHost(dir, port, bindings = []) {
  const { command, args, env } = hostCommand(dir, port, bindings);
  const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
  forwardErrors(child.stderr);
  const url = `http://localhost:${port}`;
  for (let tries = 0; tries < 120; tries++) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev ${dir} ended with ${child.exitCode}`);
    try {
      await fetch(url, { method: "HEAD" });
      quietInspector(port, child);
      return { url, stop: () => child.exitCode === null && child.kill() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill();
  throw new Error(`wrangler pages dev ${dir} did not answer at ${url}`);
}

/**
 * workerd's error output, less its report of a browser that closed a connection mid-answer (a test leaving a
 * page early): that is no error of the site, and would bury the real ones.
 */
function forwardErrors(stream) {
  let inClosedConnectionReport = false;
  createInterface({ input: stream }).on("line", (line) => {
    if (/disconnected: .*Broken pipe/.test(line)) inClosedConnectionReport = true;
    else if (!(inClosedConnectionReport && /^\s*(stack:.*)?$/.test(line))) {
      inClosedConnectionReport = false;
      process.stderr.write(`${line}\n`);
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = "public", port = "9000", ...rest] = process.argv.slice(2);
  const bindings = rest.flatMap((word, index) => (rest[index - 1] === "--binding" ? [word] : []));
  const { command, args, env } = hostCommand(dir, port, bindings);
  const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "pipe"] });
  forwardErrors(child.stderr);
  quietInspector(port, child);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 0));
}
