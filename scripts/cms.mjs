// `npm run cms`: what an editor needs to edit the content on their own machine.
// Starts decap-server (the CMS's local backend, writing straight into content/) and the site in
// development mode, whose /admin/ is the content manager. Stop both with Ctrl+C.
import { spawn, execSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
execSync("tsx scripts/build-admin.mjs", { cwd: root, stdio: "inherit" });

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const children = [
  spawn("npx", ["decap-server"], { cwd: root, env: { ...env, GIT_REPO_DIRECTORY: root }, stdio: "inherit" }),
  spawn("npx", ["gatsby", "develop", "--port", "8000"], { cwd: root, env, stdio: "inherit" }),
];
console.log("\nContent manager: http://localhost:8000/admin/  (choose 'Login'; saves go straight into content/)\n");

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
