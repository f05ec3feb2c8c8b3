import { defineConfig } from "@playwright/test";

const PORT = 9000;

/** Debian's Chromium, started quietly: tests never download a browser of their own. */
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    { name: "mobile", use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: false } },
  ],
  // The built site (`npm run build` first), served as production serves it.
  webServer: {
    command: `npx gatsby serve --port ${PORT}`,
    url: `http://localhost:${PORT}`,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
