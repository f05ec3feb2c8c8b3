// Developer tool: screenshots of every route at 375 and 1280 px from the served site, for looking at.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [route ...]
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { chromiumLaunchOptions } from "./chromium.mjs";

const [base = "http://localhost:9000", outDir = "screenshots", ...only] = process.argv.slice(2);
const routes = only.length
  ? only
  : [
      "/",
      "/services/",
      "/pricing/",
      "/about/",
      "/contact/",
      "/faq/",
      "/tax-deadlines/",
      "/tax-estimator/",
      "/book/",
      "/es/reservar/",
      "/login/",
      "/signup/",
      "/forgot-password/",
      "/missing",
    ];
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "networkidle" });
    const name = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\//g, "_");
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${outDir}/`);
