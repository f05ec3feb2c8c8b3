// For the CMS's end-to-end test: a git repository in e2e-sites/cms-repo/ holding a copy of the tests' own content
// (src/lib/content/fixtures/content/, never the real content) on its branch main, and decap-server (the CMS's local
// backend) on port 8081 in its git mode, which keeps each unpublished change on a branch of its own (cms/…) and
// merges it into main when it is published: the editorial workflow, as GitHub's pull requests do it.
import { cpSync, rmSync } from "node:fs";
import { execFileSync, spawn } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const repo = join(root, "e2e-sites", "cms-repo");
rmSync(repo, { recursive: true, force: true });
cpSync(join(root, "src", "lib", "content", "fixtures", "content"), join(repo, "content"), { recursive: true });
const git = (...args) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
git("init", "--quiet", "--initial-branch=main");
git("add", ".");
git("-c", "user.name=Tests", "-c", "user.email=tests@example.com", "commit", "--quiet", "--no-gpg-sign", "-m", "Content as published");

const server = spawn("npx", ["decap-server"], {
  cwd: root,
  env: {
    ...process.env,
    GIT_REPO_DIRECTORY: repo,
    PORT: "8081",
    MODE: "git",
    GIT_AUTHOR_NAME: "Editor",
    GIT_AUTHOR_EMAIL: "editor@example.com",
    GIT_COMMITTER_NAME: "Editor",
    GIT_COMMITTER_EMAIL: "editor@example.com",
  },
  stdio: "inherit",
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
