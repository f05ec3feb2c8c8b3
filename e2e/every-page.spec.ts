import { test } from "./fixtures";
import { allRoutes, desktopOnly, spanishRoutes } from "./content";
import { expectNoViolations } from "./axe";
import { expectAlternates, expectArticlesAndSectionsNamedByTheirHeadings, expectHead, expectLanguageSwitch, expectPageStructure } from "./everyPage";

/*
 * Every page of the site, visited once: its structure and axe at both widths (but the pages `desktopOnly` names),
 * and, at desktop width, its head and its language switch (the width changes nothing there; the switch is followed
 * last, as it leaves the page). The checks themselves are in e2e/everyPage.ts.
 */
for (const route of allRoutes) {
  test(`${route}: its structure, no axe violation, its head and its language switch`, async ({ page }, testInfo) => {
    const desktop = testInfo.project.name !== "mobile";
    const reason = desktopOnly(route);
    test.skip(!desktop && reason !== null, reason ?? "");
    await page.goto(route);
    if (desktop) {
      await expectHead(page, route);
      if (spanishRoutes.length > 0) await expectAlternates(page, route);
    }
    await expectNoViolations(page);
    await expectArticlesAndSectionsNamedByTheirHeadings(page);
    await expectPageStructure(page, route);
    if (desktop && spanishRoutes.length > 0) await expectLanguageSwitch(page, route);
  });
}
