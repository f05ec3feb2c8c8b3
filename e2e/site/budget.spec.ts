import { test, expect } from "@playwright/test";
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
