import { test, expect } from "./fixtures";
import { desktopOnly, spanishRoutes } from "./content";
import { pagesToSee } from "./pagesToSee";
import { expectNoViolations } from "./axe";
import { languageOfPath, pathIn } from "../src/lib/localPaths";
import { layoutShifts, recordLayoutShifts } from "./pageTimeline";
import { expectArticlesAndSectionsNamedByTheirHeadings, expectLanguageSwitch, expectPageStructure } from "./everyPage";

/*
 * One page of each template in each language, and the pages the change touched (e2e/pagesToSee.ts), each visited once:
 * its structure, axe and that nothing moves as it starts, at both widths (but the pages `desktopOnly` names), and, at
 * desktop width, its language switch (the width changes nothing there; the switch is followed last, as it leaves the
 * page). The checks themselves are in e2e/everyPage.ts; every page's head is read from the built files
 * (e2e/site/heads.spec.ts).
 */
for (const route of pagesToSee) {
  test(`${route}: its structure, no axe violation, no layout shift and its language switch`, async ({ page }, testInfo) => {
    const desktop = testInfo.project.name !== "mobile";
    const reason = desktopOnly(route);
    test.skip(!desktop && reason !== null, reason ?? "");
    // The deadline calendar's cards are as many as the content's deadlines, each checked for its name.
    if (route === pathIn(languageOfPath(route), "/tax-deadlines/")) test.slow();
    await recordLayoutShifts(page);
    await page.goto(route);
    await expectNoViolations(page);
    await expectArticlesAndSectionsNamedByTheirHeadings(page);
    // Nothing moved as the page started (its parts hydrated, its late words and buttons came), before any key is
    // pressed: Lighthouse's CLS stays 0.000. (A shift of 0.0005, below what it shows, came once on /services/ at 375 px.)
    const shifts = await layoutShifts(page);
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      `layout shifts: ${JSON.stringify(shifts, null, 1)}`,
    ).toBeLessThan(0.001);
    await expectPageStructure(page, route);
    if (desktop && spanishRoutes.length > 0) await expectLanguageSwitch(page, route);
  });
}
