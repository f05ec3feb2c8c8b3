import { test, expect } from "./fixtures";
import { expectRequestedAfterFirstPaint } from "./pageTimeline";
import { articles } from "./content";

/*
 * Hydration takes the server's page as it is: it adds, moves or removes no style. A style element moved or
 * added while the page starts makes the browser compute every style of the page again (as Emotion's moved
 * critical and global styles once did). Counted by a MutationObserver from before the page's
 * first byte until gatsby-browser marks the page hydrated; the parser's own insertions, before DOMContentLoaded,
 * are not changes. What a page loads after it is hydrated (a form page's notices, on an idle moment) is not
 * hydration's.
 */
for (const route of ["/", "/services/", "/faq/", "/contact/", articles[0].slug]) {
  test(`${route}: hydration adds, moves and removes no style`, async ({ page }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { styleChanges: string[] }).styleChanges = changes;
      let parsed = false;
      let hydrated = false;
      document.addEventListener("DOMContentLoaded", () => (parsed = true), { capture: true });
      new MutationObserver((records) => {
        for (const record of records) {
          if (hydrated) return;
          if (record.type === "attributes") {
            hydrated = document.documentElement.dataset.hydrated === "true";
            continue;
          }
          for (const node of record.removedNodes)
            if (node.nodeName === "STYLE") changes.push(`removed <style> from <${record.target.nodeName.toLowerCase()}>`);
          if (!parsed) continue;
          for (const node of record.addedNodes)
            if (node.nodeName === "STYLE") changes.push(`added <style> to <${record.target.nodeName.toLowerCase()}>`);
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(route); // waits until the page is hydrated
    expect(await page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges)).toEqual([]);
  });
}

/*
 * Hydration takes over the server's elements: it adds, removes and replaces none, also where the page hydrates
 * in tasks (src/performance/HydrateInOwnTask.tsx keeps a part's server HTML until its own task). Counted
 * from DOMContentLoaded until the page is marked hydrated, once every part has hydrated.
 */
for (const route of ["/", "/services/", "/about/", "/pricing/", "/es/"]) {
  test(`${route}: hydration keeps every element of the server's page`, async ({ page }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { elementChanges: string[] }).elementChanges = changes;
      document.addEventListener(
        "DOMContentLoaded",
        () => {
          const root = document.getElementById("___gatsby")!;
          const observer = new MutationObserver((records) => {
            for (const record of records) {
              const where = record.target instanceof Element ? record.target.tagName.toLowerCase() : undefined;
              for (const node of record.removedNodes)
                if (node.nodeType === 1) changes.push(`removed <${node.nodeName.toLowerCase()}> from <${where}>`);
              for (const node of record.addedNodes) if (node.nodeType === 1) changes.push(`added <${node.nodeName.toLowerCase()}> to <${where}>`);
            }
          });
          observer.observe(root, { childList: true, subtree: true });
          new MutationObserver(() => {
            if (document.documentElement.dataset.hydrated === "true") {
              observer.takeRecords();
              observer.disconnect();
            }
          }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
        },
        { capture: true },
      );
    });
    await page.goto(route);
    expect(await page.evaluate(() => (window as unknown as { elementChanges: string[] }).elementChanges)).toEqual([]);
  });
}

/*
 * A page asks for its scripts once it has painted (src/performance/scriptsAfterFirstPaint.ts): scripts that arrived
 * while the browser was still laying the page out ran before its first paint and held it back.
 */
test("a page asks for its scripts only after its first paint, and hydrates", async ({ page }) => {
  await page.goto("/services/"); // waits until the page is hydrated
  await expectRequestedAfterFirstPaint(page, /\/(app|framework|webpack-runtime)-\w+\.js$/);
});

/*
 * Every script the page runs opens with V8's compile hint (src/performance/compileHints.ts): Chromium compiles it as it
 * downloads, instead of function by function on the main thread as the page starts.
 */
test("every script a page runs asks to be compiled as it downloads", async ({ page }) => {
  const firstLines: Promise<string>[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".js")) firstLines.push(response.text().then((text) => `${pathname}: ${text.split("\n")[0].slice(0, 40)}`));
  });
  await page.goto("/services/"); // waits until the page is hydrated
  const scripts = await Promise.all(firstLines);
  expect(
    scripts.filter((line) => line.startsWith("/app-")),
    "the app's script",
  ).toHaveLength(1);
  expect(scripts.filter((line) => !/^\/(app|framework|webpack-runtime)-/.test(line)).length, "the page's own scripts").toBeGreaterThan(0);
  for (const line of scripts) expect(line).toMatch(/: \/\/# allFunctionsCalledOnLoad$/);
});
