// How fast the site answers a visitor's action on a slow phone: opening the mobile menu, opening an FAQ
// answer, sending the contact form and a keystroke in the tax estimate (to its updated result), each in Chromium at 4× CPU throttling and a phone's width, measured as
// the browser's own Event Timing does for INP (from the input to the next paint). Figures for the bench,
// never a pass/fail test. Used by scripts/bench.mjs.
import { chromium } from "@playwright/test";
import { callsDuring } from "./call-count.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { median } from "./median.mjs";
import { PHONE, untilHydrated } from "./phone-page.mjs";

const CPU_SLOWDOWN = 4;

/**
 * One more digit of wages in the tax estimate; with a New York `residence` (its label), New York's lines and plan are
 * figured and drawn beside the federal ones, as issue 46's keystroke goal asks of both. From $5,200, the digit is the
 * one at which next year's payment plan first appears (its tables mount, their styles are first written); from
 * $160,000, the usual keystroke: the same lines and tables with new figures.
 */
const taxEstimateKeystroke = ({ residence, from, usual }) => ({
  name: `type in the tax estimate${residence ? ", living in New York City" : ""}${usual ? ", a usual keystroke" : ""}`,
  route: "/tax-estimator/",
  prepare: async (page) => {
    if (residence)
      await page
        .getByRole("group", { name: /^Where you lived in / })
        .getByLabel(residence)
        .check();
    const wages = page.getByRole("group", { name: "Your income", exact: true }).getByLabel("Wages, salaries and tips", { exact: true });
    await page.getByRole("group", { name: "Filing status" }).getByLabel("Married filing jointly", { exact: true }).check();
    await page.getByLabel("Children under 17 with a Social Security number", { exact: true }).fill("2");
    await wages.fill(from);
    await page.getByRole("row", { name: /^1a / }).waitFor();
    await wages.click();
    await page.keyboard.press("End");
  },
  // One more digit, typed as a person types (a key press, which Event Timing counts as an interaction): the whole
  // estimate is figured again and Form 1040's lines drawn anew.
  act: (page) => page.keyboard.press("0"),
  // The keystroke counts only if it reached the result.
  verify: (page) =>
    page.getByRole("row", { name: new RegExp(`^1a .*\\$${Number(`${from}0`).toLocaleString("en-US")}$`) }).waitFor({ timeout: 5_000 }),
  // Event Timing reports no entry for this key press, even at 30× throttling: timed in the page instead, from the
  // key's event to the paint of the first frame after Form 1040's lines changed.
  changes: "main table",
  // The same keystroke on the bench's bare Gatsby page (scripts/bench-reference.mjs), one field echoed in a table,
  // timed in turns with this one: the least a keystroke costs on this machine, so the figure reads as a ratio too.
  reference: {
    prepare: async (page) => {
      const field = page.getByLabel("Amount", { exact: true });
      await field.fill("5200");
      await field.click();
      await page.keyboard.press("End");
    },
    act: (page) => page.keyboard.press("0"),
    verify: (page) => page.getByRole("row", { name: "Amount 52000" }).waitFor({ timeout: 5_000 }),
    changes: "main table",
  },
});

/** Each interaction: the page it starts on, and what the visitor does there. */
export const INTERACTIONS = [
  {
    name: "open the mobile menu",
    route: "/",
    act: (page) => page.getByRole("button", { name: "Menu" }).click(),
  },
  {
    name: "open an FAQ answer",
    route: "/faq/",
    act: (page) => page.getByRole("main").getByRole("button", { expanded: false }).first().click(),
  },
  {
    name: "send the contact form",
    route: "/contact/",
    prepare: async (page) => {
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("Full name", { exact: true }).fill("Jordan Rivera");
      await form.getByLabel("Email", { exact: true }).fill("jordan@example.org");
      // The first service the content offers (option 0 asks for a choice): the bench names none of the editors' titles.
      await form.getByLabel("Service", { exact: true }).selectOption({ index: 1 });
      await form.getByLabel("Message", { exact: true }).fill("Monthly books for a small bakery.");
    },
    act: (page) => page.getByRole("form", { name: "Send us a message" }).getByRole("button", { name: "Send Message" }).click(),
  },
  ...[{ from: "5200" }, { from: "160000", usual: true }].flatMap((keystroke) => [
    taxEstimateKeystroke(keystroke),
    taxEstimateKeystroke({ ...keystroke, residence: /^In New York City/ }),
  ]),
];

/** From the next key press to the paint of the first frame after `selector`'s content changed, in ms. */
function timeKeyToFrame(selector) {
  window.__interactionMs = [];
  document.addEventListener(
    "keydown",
    (event) => {
      const changed = new MutationObserver(() => {
        changed.disconnect();
        // A task queued from the frame's callback runs once that frame is painted.
        requestAnimationFrame(() => setTimeout(() => window.__interactionMs.push(performance.now() - event.timeStamp)));
      });
      changed.observe(document.querySelector(selector), { subtree: true, childList: true, characterData: true });
    },
    { capture: true, once: true },
  );
}

/**
 * A phone-sized page at `url`, hydrated, with `prepare` done on it, and its DevTools session; its CPU slowed
 * `slowdown` times from the start. The page is closed on a failure here; after, by the caller.
 */
async function openPrepared(browser, url, prepare, slowdown = 1) {
  const page = await browser.newPage(PHONE);
  try {
    const cdp = await page.context().newCDPSession(page);
    if (slowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.goto(url);
    await untilHydrated(page);
    await prepare?.(page);
    return { page, cdp };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** The calls one run of an interaction makes into the site's own scripts (call-count.mjs), counted unthrottled. */
export async function countCalls(browser, url, { prepare, act, verify }) {
  const { page, cdp } = await openPrepared(browser, url, prepare);
  try {
    // What the preparation set going (its lazy chunks, the links' prefetches) ends before the count starts.
    await page.waitForTimeout(1500);
    return await callsDuring(cdp, new URL(url).origin, async () => {
      await act(page);
      await verify?.(page);
      await page.waitForTimeout(500);
    });
  } finally {
    await page.close();
  }
}

/** One run of an interaction (or of its `reference`) on the page at `url`: from the input to the next paint, in ms. */
export async function measure(browser, url, { prepare, act, verify, changes }) {
  const { page } = await openPrepared(browser, url, prepare, CPU_SLOWDOWN);
  try {
    if (changes) await page.evaluate(timeKeyToFrame, changes);
    else
      await page.evaluate(() => {
        window.__interactionMs = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.interactionId) window.__interactionMs.push(entry.duration);
        }).observe({ type: "event", durationThreshold: 16 });
      });
    await act(page);
    await verify?.(page);
    // Event Timing entries arrive after the next paint; give a throttled page time to paint and report.
    await page.waitForTimeout(1500);
    const durations = await page.evaluate(() => window.__interactionMs);
    // Below the observer's threshold (16 ms, the least Event Timing allows) nothing is reported: the answer was at
    // least that fast.
    if (changes) {
      if (durations.length === 0) throw new Error(`no change of ${changes} after the key press`);
      return durations[0];
    }
    return Math.max(16, ...durations);
  } finally {
    await page.close();
  }
}

const listed = (runsMs) => runsMs.map((ms) => `${Math.round(ms)} ms`).join(", ");

/**
 * Each interaction `runs` times on the site at `baseUrl`, each run of one with a `reference` after a run of that on
 * the bare page at `referenceUrl`; returns { [name]: { route, runsMs, medianMs, reference?: { runsMs, medianMs } } }.
 */
export async function interactionTimes(baseUrl, runs = 3, referenceUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const results = {};
    for (const interaction of INTERACTIONS) {
      const beside = referenceUrl && interaction.reference;
      const runsMs = [];
      const referenceMs = [];
      for (let run = 0; run < runs; run++) {
        if (beside) referenceMs.push(await measure(browser, `${referenceUrl}/`, interaction.reference));
        runsMs.push(await measure(browser, `${baseUrl}${interaction.route}`, interaction));
      }
      const medianMs = median(runsMs);
      results[interaction.name] = { route: interaction.route, runsMs, medianMs };
      console.log(`  ${interaction.name.padEnd(24)} ${interaction.route.padEnd(10)} ${listed(runsMs)}  median ${Math.round(medianMs)} ms`);
      if (beside) {
        results[interaction.name].reference = { runsMs: referenceMs, medianMs: median(referenceMs) };
        console.log(`  ${"  the same, bare page".padEnd(24)} ${"/".padEnd(10)} ${listed(referenceMs)}  median ${Math.round(median(referenceMs))} ms`);
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
