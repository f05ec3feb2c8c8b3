// For the CMS's end-to-end test: a fresh copy of content/ in e2e-sites/cms-repo/, and decap-server
// (the CMS's local backend) on port 8081 writing into that copy, never into the real content.
import { cpSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const repo = join(root, "e2e-sites", "cms-repo");
rmSync(repo, { recursive: true, force: true });
cpSync(join(root, "content"), join(repo, "content"), { recursive: true });

const server = spawn("npx", ["decap-server"], {
  cwd: root,
  env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: "8081", MODE: "fs" },
  stdio: "inherit",
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
