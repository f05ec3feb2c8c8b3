/*
 * Every route once in the two other engines visitors use, at a phone width and a desktop width: WebKit (every
 * iPhone browser; WebKitGTK's MiniBrowser through WebKitWebDriver, classic WebDriver, with WebdriverIO) and Firefox
 * (Debian's Firefox ESR through its own WebDriver BiDi endpoint, with puppeteer-core: there is no geckodriver to
 * give WebdriverIO). Each page must load without an error and hydrate. A failure keeps a screenshot.
 * Usage: tsx e2e-engines/every-route.ts [firefox|webkit ...]   (docs/engine-tests.md)
 * It serves ENGINES_SITE (public/, the tests' build, unless told) with the host's runtime at ENGINES_PORT (9040 unless told).
 */
import { mkdirSync } from "node:fs";
import { allRoutes } from "../e2e/content";
// @ts-expect-error: the host script is plain JavaScript.
import { startHost } from "../scripts/host.mjs";
import { openFirefox, openWebKit, type EnginePage } from "./engines";

const WIDTHS = [375, 1280];
const SHOTS = "test-results/engines";

const asked = process.argv.slice(2);
const engines = asked.length > 0 ? asked : ["firefox", "webkit"];
// A function, not top-level await: tsx runs this file as CommonJS, like the project's other scripts.
async function main() {
  const host = await startHost(process.env.ENGINES_SITE ?? "public", process.env.ENGINES_PORT ?? "9040");
  const siteUrl: string = host.url;

  let failures = 0;
  for (const engine of engines) {
    const started = Date.now();
    for (const width of WIDTHS) {
      const page: EnginePage = engine === "firefox" ? await openFirefox(width) : await openWebKit(width);
      try {
        for (const route of allRoutes) {
          const problem = await page.visit(new URL(route, siteUrl).href);
          if (problem) {
            failures++;
            mkdirSync(SHOTS, { recursive: true });
            const shot = `${SHOTS}/${engine}-${width}-${route.replace(/\W+/g, "_")}.png`;
            await page.screenshot(shot);
            console.error(`✘ ${engine} ${width}px ${route}: ${problem} (${shot})`);
          }
        }
      } finally {
        await page.close();
      }
    }
    console.log(`${engine}: ${allRoutes.length} routes at ${WIDTHS.join(" and ")} px in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  host.stop();
  if (failures > 0) {
    console.error(`${failures} page visit(s) failed`);
    process.exit(1);
  }
}

void main();
