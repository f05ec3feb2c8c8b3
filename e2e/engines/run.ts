/*
 * The two other engines visitors use, beside the Chromium suite: WebKit (every iPhone browser; WebKitGTK's
 * MiniBrowser through WebKitWebDriver, with WebdriverIO) and Firefox (Firefox ESR through its own WebDriver BiDi
 * endpoint, with puppeteer-core). In each: one page of each template in each language and the pages the change
 * touched (e2e/pagesToSee.ts), once each at a phone's width (it loads without an error and hydrates), then the
 * interactions that need JavaScript (interactions.ts) at a phone's width and a desktop's. The engines run one after
 * the other. A failure keeps a screenshot in test-results/engines/.
 * Usage: tsx e2e/engines/run.ts [firefox|webkit ...]   (docs/engine-tests.md)
 * It serves ENGINES_SITE (public/, the tests' build, unless told) with the host's runtime at ENGINES_PORT (9040 unless told),
 * and the site built with an inquiry endpoint (e2e-sites/endpoint) at the port after it, for a send that fails.
 */
import { mkdirSync } from "node:fs";
import { pagesToSee } from "../pagesToSee";
// @ts-expect-error: the host script is plain JavaScript; its shape is given below.
import { startHost as startUntypedHost } from "../../scripts/host.mjs";
import { openFirefox, openWebKit, type EnginePage } from "./engines";
import type { Interaction } from "./interactions";
import { writeEveryLanguageModules } from "../../src/node/wordsModules";

const startHost = startUntypedHost as (dir: string, port: string) => Promise<{ url: string; stop(): void }>;
const WIDTHS = [375, 1280];
/**
 * The width the routes are visited at: whether a page loads without an error and hydrates does not depend on the
 * width (no component reads it; the layout's CSS is the Chromium suite's, at both widths), so one visit each is enough.
 */
const ROUTES_WIDTH = WIDTHS[0];
const SHOTS = "test-results/engines";
const ENGINES = { firefox: openFirefox, webkit: openWebKit } as const;
type Engine = keyof typeof ENGINES;

/** Runs one check; on a failure, says what and keeps a screenshot. Returns whether it passed. */
async function check(page: EnginePage, label: string, run: () => Promise<string | undefined>): Promise<boolean> {
  let problem: string | undefined;
  try {
    problem = await run();
  } catch (error) {
    problem = String(error).split("\n")[0];
  }
  if (!problem) return true;
  mkdirSync(SHOTS, { recursive: true });
  const shot = `${SHOTS}/${label.replace(/\W+/g, "_")}.png`;
  await page.screenshot(shot).catch(() => undefined);
  console.error(`✘ ${label}: ${problem} (${shot})`);
  return false;
}

/**
 * A check, and once more if it fails, as the Chromium suites retry once (e2e/playwright.config.ts): the first failure
 * keeps its line and screenshot, and the engine's summary counts it as flaky. Returns "passed", "flaky" or "failed".
 */
async function checkWithRetry(page: EnginePage, label: string, run: () => Promise<string | undefined>) {
  if (await check(page, label, run)) return "passed";
  return (await check(page, `${label} (retried)`, run)) ? "flaky" : "failed";
}

/** Where the sites are served: the default one, and the one built with an inquiry endpoint. */
interface Sites {
  default: string;
  endpoint: string;
}

/** Every route (at ROUTES_WIDTH) and every interaction (at each width) in one engine; the number of failures. */
async function runEngine(engine: Engine, sites: Sites, every: readonly Interaction[]): Promise<number> {
  const started = Date.now();
  let failures = 0;
  let flaky = 0;
  let interactions = 0;
  const count = (outcome: "passed" | "flaky" | "failed") => {
    if (outcome === "flaky") flaky++;
    if (outcome === "failed") failures++;
  };
  for (const width of WIDTHS) {
    const page = await ENGINES[engine](width);
    try {
      for (const route of width === ROUTES_WIDTH ? pagesToSee : []) {
        count(await checkWithRetry(page, `${engine} ${width}px ${route}`, () => page.visit(new URL(route, sites.default).href)));
      }
      // The width asked for is the page's own: a browser's window may hold a minimum width of its own.
      const widthProblem = async () => {
        const actual = await page.run<number>("() => innerWidth");
        return actual === width ? undefined : `the page is ${actual} px wide`;
      };
      if (!(await check(page, `${engine} ${width}px: the page's width`, widthProblem))) failures++;
      for (const interaction of every.filter((candidate) => !candidate.widths || candidate.widths.includes(width))) {
        interactions++;
        count(
          await checkWithRetry(page, `${engine} ${width}px ${interaction.name}`, () =>
            interaction.run(page, sites[interaction.site ?? "default"]).then(() => undefined),
          ),
        );
      }
    } finally {
      await page.close();
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${engine}: ${pagesToSee.length} routes at ${ROUTES_WIDTH} px and ${interactions} interactions at ${WIDTHS.join(" and ")} px in ${seconds} s, ${failures} failed, ${flaky} flaky`,
  );
  return failures;
}

// A function, not top-level await: tsx runs this file as CommonJS, like the project's other scripts.
async function main() {
  // The interactions read the words as the other tests do (`@words/…` in every language, e2e/tsconfig.words.json).
  writeEveryLanguageModules(process.cwd());
  const { INTERACTIONS } = await import("./interactions");
  const asked = process.argv.slice(2) as Engine[];
  const unknown = asked.filter((engine) => !(engine in ENGINES));
  if (unknown.length > 0) throw new Error(`unknown engine ${unknown.join(", ")}: firefox or webkit`);
  const port = Number(process.env.ENGINES_PORT ?? 9040);
  const hosts = [await startHost(process.env.ENGINES_SITE ?? "public", String(port)), await startHost("e2e-sites/endpoint", String(port + 1))];
  const sites: Sites = { default: hosts[0].url, endpoint: hosts[1].url };
  // One engine after the other, and alone (docs/engine-tests.md): on a busy machine a Firefox field missed the focus now and then.
  let failed = 0;
  try {
    for (const engine of asked.length > 0 ? asked : (Object.keys(ENGINES) as Engine[])) failed += await runEngine(engine, sites, INTERACTIONS);
  } finally {
    // Also when an engine cannot start: hosts left serving would hold their ports against the next run.
    for (const host of hosts) host.stop();
  }
  if (failed > 0) {
    console.error(`${failed} check(s) failed in the other engines`);
    process.exit(1);
  }
}

void main();
