import { test, expect } from "@playwright/test";
import { LinkChecker, LinkState } from "linkinator";

/* Every link and anchor of the served site leads somewhere: linkinator crawls it from the home page. */
test("every internal link and anchor resolves", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    // Only our own site: nothing leaves this machine.
    linksToSkip: (link: string) => Promise.resolve(!link.startsWith(origin)),
  });
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  expect(checked.length).toBeGreaterThan(40);
  const broken = checked.filter((link) => link.state === LinkState.BROKEN).map((link) => `${link.url} (${link.status}) on ${link.parent}`);
  expect(broken).toEqual([]);
});
