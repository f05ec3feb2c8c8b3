import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILT_SITE } from "../everyPage";
import { BUDGET_KIB, pageWeights } from "../../scripts/page-weight.mjs";

/* The built files alone: a heavy import cannot slip into a page unseen. */
test("every route stays within its JavaScript budget", () => {
  const weights = pageWeights(BUILT_SITE);
  expect(weights.length).toBeGreaterThan(15);
  const over = weights
    .filter(({ kind, gzipBytes }) => gzipBytes / 1024 > BUDGET_KIB[kind])
    .map(({ route, kind, gzipBytes }) => `${route}: ${(gzipBytes / 1024).toFixed(1)} KiB > ${BUDGET_KIB[kind]} KiB (${kind})`);
  expect(over).toEqual([]);
});

/*
 * The content types' declarations (src/lib/content/types/) hold the editors' words and the content check's rules:
 * the build and the content manager read them, a visitor's page never needs them. A constant a page shares with a
 * declaration lives apart from it (src/lib/deadlineAudiences.ts, src/lib/letters/rules.ts).
 */
test("no page's scripts carry a content type's declaration", () => {
  const scripts = [...new Set(pageWeights(BUILT_SITE).flatMap(({ files }) => files))];
  expect(scripts.length).toBeGreaterThan(15);
  const carrying = scripts.filter((name) =>
    (JSON.parse(readFileSync(join(BUILT_SITE, `${name}.map`), "utf8")) as { sources: string[] }).sources.some((source) =>
      source.includes("/src/lib/content/types/"),
    ),
  );
  expect(carrying).toEqual([]);
});
