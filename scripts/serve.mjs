// A small static server for a built site, as a static host serves it: `/about` → about/index.html,
// an unknown path → 404.html with status 404, and the headers of the site's _headers file (Netlify and
// Cloudflare Pages format: every matching rule applies; the values of a header set by several rules are
// joined with ", ", as those hosts do). Text is sent gzip-compressed when the browser accepts it, as those
// hosts compress it, so Lighthouse measures the bytes a visitor downloads. Used by the end-to-end tests, so
// a wrong policy breaks them, and by the benchmark.
// Usage: node scripts/serve.mjs <dir> <port>
import { createServer } from "node:http";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import { createGzip } from "node:zlib";

const [dir = "public", port = "9000"] = process.argv.slice(2);
const root = resolve(dir);

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const compressible = new Set([".html", ".js", ".json", ".css", ".svg", ".txt", ".xml", ".webmanifest", ".map"]);

/** The file a path names, if there is one inside the site. */
function fileFor(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  for (const candidate of [clean, join(clean, "index.html"), `${clean}.html`]) {
    const file = join(root, candidate);
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The rules of _headers: a path (exact, or ending in "/*" for everything below) and its headers. */
function readHeaderRules() {
  const file = join(root, "_headers");
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else rules.at(-1)?.headers.push(line.trim().split(/:\s*(.*)/s).slice(0, 2));
  }
  return rules;
}
const headerRules = readHeaderRules();

const matches = (rulePath, pathname) =>
  rulePath.endsWith("/*") ? pathname.startsWith(rulePath.slice(0, -1)) : rulePath === pathname;

function headersFor(pathname) {
  const headers = {};
  for (const rule of headerRules.filter((r) => matches(r.path, pathname))) {
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  let file = null;
  try {
    file = fileFor(pathname);
  } catch {
    file = null;
  }
  const status = file ? 200 : 404;
  file ??= join(root, "404.html");
  if (!existsSync(file)) {
    response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  const immutable = /\/static\/|-[0-9a-f]{20}\.(js|css)$/.test(file);
  const gzip = compressible.has(extname(file)) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  response.writeHead(status, {
    ...headersFor(pathname),
    "Content-Type": types[extname(file)] ?? "application/octet-stream",
    "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    Vary: "Accept-Encoding",
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
  });
  if (request.method === "HEAD") response.end();
  else if (gzip) createReadStream(file).pipe(createGzip()).pipe(response);
  else createReadStream(file).pipe(response);
}).listen(Number(port), () => console.log(`serving ${root} at http://localhost:${port}`));
