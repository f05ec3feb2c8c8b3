// Developer tool: screenshots of every route (src/lib/routes.ts) in every published language at 375 and 1280 px from the served site, for looking at.
// Usage: npx tsx scripts/screenshots.mjs (tsx: it reads the routes from src/lib/routes.ts) [baseUrl] [outDir] [route ...]
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { ROUTES } from "../src/lib/routes.ts";
import { PUBLISHED_LANGUAGES } from "../src/lib/languages/index.ts";
import { pathIn } from "../src/lib/localPaths.ts";

const [base = "http://localhost:9000", outDir = "screenshots", ...only] = process.argv.slice(2);
const routes = only.length ? only : [...ROUTES.flatMap((route) => PUBLISHED_LANGUAGES.map((language) => pathIn(language, route.path))), "/missing"];
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
