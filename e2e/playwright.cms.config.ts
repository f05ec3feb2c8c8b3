import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { reporter } from "./reporter";

/*
 * The content manager, end to end: the admin as built into static/admin/ (`npm run build:admin`), and
 * decap-server on a temporary copy of the content. Its tests build the site from that copy into public/,
 * so it runs before the site's own builds (`npm test`).
 */
export default defineConfig({
  ...base,
  testDir: "cms",
  reporter: reporter("cms"),
  outputDir: "../test-results/cms",
  // No second run: the first one has saved the price into the copy of the content. Its trace is kept instead.
  retries: 0,
  use: { ...base.use, trace: "retain-on-failure" },
  workers: 1,
  fullyParallel: false,
  timeout: 240_000,
  projects: [{ name: "desktop", use: { viewport: { width: 1280, height: 900 } } }],
  webServer: [
    {
      cwd: "..",
      command: "node scripts/host.mjs static 9002",
      url: "http://localhost:9002/admin/",
      reuseExistingServer: false,
    },
    {
      cwd: "..",
      command: "node scripts/start-test-cms-backend.mjs",
      port: 8081,
      reuseExistingServer: false,
    },
  ],
});
