import { test, expect, waitForHydration } from "./fixtures";
import { deadlines, firm, footerLinkTo, home } from "./content";
import {
  HOST,
  cardTitles,
  comingUp,
  entries,
  listedOn,
  main,
  nextPanel,
  onOrAfter,
  openOn,
  pagePath,
  passed,
  skipUnlessListed,
  spanishTitle,
  titles,
} from "./deadlinesPage";
import { addDays } from "../src/lib/businessDays";
import { formatDate, formatLongDate } from "../src/lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { wordsIn } from "../src/i18n/inEveryLanguage";
import { addMonths } from "../src/lib/businessDays";
import { localIsoDate } from "../src/lib/deadlines";
import { asPattern } from "./pattern";
import { layoutShifts, recordLayoutShifts } from "./pageTimeline";

const PAGE = pagePath();

test.describe("the tax-deadline page", () => {
  test("lists every deadline of the content, on the days whose twelve months hold it, with what is due, for whom, its tax year, our cut-off and its sources", async ({
    page,
  }) => {
    // Every card of every deadline, on as many days as it takes: it grows as the editors add next year's deadlines.
    test.slow();
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((entry) => entry.taxYear)).size, "deadlines of more than one tax year").toBeGreaterThan(1);
    const seen = new Set<string>();
    for (let day = entries[0].date; seen.size < entries.length;) {
      await openOn(page, day);
      const shown = await cardTitles(comingUp(page));
      expect(shown[0], `the first card on ${day}`).toBe(onOrAfter(day)[0].title);
      for (const entry of entries.filter((candidate) => shown.includes(candidate.title) && !seen.has(candidate.id))) {
        seen.add(entry.id);
        const card = comingUp(page).getByRole("article", { name: entry.title, exact: true });
        await expect(card, "its anchor is its id").toHaveAttribute("id", entry.id);
        await expect(card.locator("time").first()).toHaveText(formatLongDate(entry.date, wordsIn("en", dateWords)));
        await expect(card.locator("time").first()).toHaveAttribute("datetime", entry.date);
        await expect(card.getByText(`Tax year ${entry.taxYear}`, { exact: true })).toBeVisible();
        await expect(card).toContainText(entry.due);
        await expect(card).toContainText(entry.who);
        await expect(card).toContainText(entry.form);
        await expect(card).toContainText(`Send us ${entry.send} by ${formatLongDate(entry.cutoff, wordsIn("en", dateWords))}.`);
        await expect(card.getByText("Expected date", { exact: true })).toHaveCount(entry.confirmed ? 0 : 1);
        const source = card.getByRole("link", { name: `Official source: ${entry.sourceLabel} (opens in a new tab)` });
        await expect(source).toHaveAttribute("href", entry.source);
        await expect(source).toHaveAttribute("target", "_blank");
        await expect(card.getByRole("link", { name: `Add to calendar: ${entry.title}` })).toHaveAttribute(
          "href",
          `/calendar/deadlines/${entry.id}.ics`,
        );
      }
      // The next day to read it on: that of the first deadline not seen yet, which must then be listed.
      const nextDay = entries.find((entry) => !seen.has(entry.id))?.date;
      if (nextDay) expect(nextDay, `a deadline due on ${day} is not listed`).not.toBe(day);
      day = nextDay ?? day;
    }
  });

  test("keeps the W-2 deadline where the IRS moved it: Monday, February 1, 2027", async ({ page }) => {
    skipUnlessListed("2027-02-01", /^W-2s/);
    await openOn(page, "2026-12-01");
    const w2 = comingUp(page).getByRole("article", { name: /^W-2s/ });
    await expect(w2.locator("time").first()).toHaveText("Monday, February 1, 2027");
  });

  test("is linked from the footer of every page and from the home page, and names no single year", async ({ page }) => {
    await page.goto("/about/");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: footerLinkTo(PAGE).label, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await page.goto("/");
    const band = main(page).getByRole("region", { name: home.deadlines.title, exact: true });
    await expect(band).toContainText(home.deadlines.text);
    await band.getByRole("link", { name: home.deadlines.linkLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Tax deadlines");
  });
});

test.describe("twelve months ahead of the visitor's own date", () => {
  for (const day of ["2026-12-10", "2027-02-20", "2027-05-20", "2027-09-01"]) {
    test(`on ${day}: the next deadline is the first on or after it, and the page lists the twelve months after it and the three before`, async ({
      page,
    }) => {
      await openOn(page, day);
      const listed = listedOn(day);
      const next = onOrAfter(day)[0];
      await expect(nextPanel(page).locator("time").first()).toHaveText(formatLongDate(next.date, wordsIn("en", dateWords)));
      const dueNext = onOrAfter(day).filter((entry) => entry.date === next.date);
      await expect(nextPanel(page).getByRole("link")).toHaveText(titles(dueNext));
      expect(await cardTitles(comingUp(page))).toEqual(titles(listed.coming));
      await expect(comingUp(page).getByText("Next deadline", { exact: true })).toHaveCount(dueNext.length);
      if (listed.passed.length > 0) expect(await cardTitles(passed(page))).toEqual(titles(listed.passed));
      else await expect(passed(page)).toHaveCount(0);
    });
  }

  test("on May 20, 2027, the next one is June 15, 2027, an estimated tax payment of tax year 2027", async ({ page }) => {
    skipUnlessListed("2027-06-15", /^Second estimated tax payment/);
    await openOn(page, "2027-05-20");
    await expect(nextPanel(page).locator("time").first()).toHaveText("Tuesday, June 15, 2027");
    // Individuals', corporations' and New York's payments fall due that day together: the individuals' one is listed.
    const link = nextPanel(page).getByRole("link", { name: /^Second estimated tax payment/ });
    await expect(link).toHaveCount(1);
    const card = comingUp(page).getByRole("article", { name: (await link.textContent())!, exact: true });
    await expect(link).toHaveAttribute("href", `#${await card.getAttribute("id")}`);
    await expect(card.getByText("Tax year 2027", { exact: true })).toBeVisible();
    await expect(card.getByText("Next deadline", { exact: true })).toBeVisible();
  });

  test("on December 1, 2026: the corporations' fourth estimated payment is next, and the deadlines of the three months before are passed", async ({
    page,
  }) => {
    const today = "2026-12-01";
    await openOn(page, today);
    const next = onOrAfter(today)[0];
    skipUnlessListed("2026-12-15", /^Corporation.s fourth estimated tax payment/);
    test.skip(next.date !== "2026-12-15", "content/deadlines/ lists another deadline between December 1 and 15, 2026");
    await expect(nextPanel(page).locator("time").first()).toHaveText("Tuesday, December 15, 2026");
    await expect(nextPanel(page)).toContainText("Due in 14 days");
    await expect(nextPanel(page).getByRole("link", { name: next.title, exact: true })).toHaveAttribute("href", `#${next.id}`);
    await expect(nextPanel(page)).toContainText(`by ${formatLongDate(next.cutoff, wordsIn("en", dateWords))}`);
    // First in the list, and marked.
    expect(await cardTitles(comingUp(page))).toEqual(titles(listedOn(today).coming));
    const first = comingUp(page).getByRole("article").first();
    await expect(first).toHaveAccessibleName(next.title);
    await expect(first.getByText("Next deadline", { exact: true })).toBeVisible();
    await expect(comingUp(page).getByText("Next deadline", { exact: true })).toHaveCount(1);
    expect(await cardTitles(passed(page))).toEqual(titles(listedOn(today).passed));
    await expect(passed(page)).toContainText("These dates of the last three months are behind us.");
  });

  test("on April 1, 2027: the returns of April 15 are next together, with what else is due that day, and March's are passed", async ({ page }) => {
    const today = "2027-04-01";
    await openOn(page, today);
    const dueNext = onOrAfter(today).filter((entry) => entry.date === "2027-04-15");
    test.skip(
      dueNext.filter((entry) => entry.taxYear === 2026 && entry.title.includes("return")).length < 3,
      "content/deadlines/ no longer lists three returns of tax year 2026 due on April 15, 2027 (a day worked by hand)",
    );
    await expect(nextPanel(page).locator("time").first()).toHaveText("Thursday, April 15, 2027");
    await expect(nextPanel(page)).toContainText("Due in 14 days");
    await expect(nextPanel(page).getByRole("listitem")).toHaveText(dueNext.map((entry) => new RegExp(`^${asPattern(entry.title)} \\(`)));
    for (const entry of dueNext) {
      await expect(comingUp(page).getByRole("article", { name: entry.title, exact: true }).getByText("Next deadline", { exact: true })).toBeVisible();
    }
    await expect(comingUp(page).getByText("Next deadline", { exact: true })).toHaveCount(dueNext.length);
    expect(await cardTitles(passed(page))).toEqual(titles(listedOn(today).passed));
    expect(listedOn(today).passed.length).toBeGreaterThan(0);
  });

  test("on the day itself a deadline is still the next one, due today", async ({ page }) => {
    skipUnlessListed("2027-02-01", /./);
    await openOn(page, "2027-02-01");
    await expect(nextPanel(page).locator("time").first()).toHaveText("Monday, February 1, 2027");
    await expect(nextPanel(page)).toContainText("Due today");
  });

  test("after the content's last date, none is coming, and only the last three months' are passed", async ({ page }) => {
    const today = addDays(entries.at(-1)!.date, 1);
    await openOn(page, today);
    await expect(nextPanel(page)).toContainText("No deadline falls in the next twelve months.");
    await expect(comingUp(page).getByRole("article")).toHaveCount(0);
    const lastMonths = entries.filter((entry) => entry.date >= addMonths(today, -3));
    expect(lastMonths.length).toBeLessThan(entries.length);
    expect(await cardTitles(passed(page))).toEqual(titles(lastMonths));
  });

  test("once the page counts from the visitor's date, the same day as it was published, nothing on it has moved", async ({
    browser,
    request,
  }, testInfo) => {
    const built = await (await request.get(PAGE)).text();
    const published = new Date(/Counted from (\w+ \d{1,2}, \d{4}), the day this page was published/.exec(built)![1]);
    for (const width of [375, 412, 1280]) {
      const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, viewport: { width, height: 823 } });
      await recordLayoutShifts(page);
      await page.clock.setFixedTime(new Date(published.getFullYear(), published.getMonth(), published.getDate(), 10));
      await page.goto(PAGE);
      // A page of its own, not the fixture's: it waits for hydration itself, which counts from the visitor's date (on a
      // busy machine, after the 5 s an assertion waits).
      await waitForHydration(page);
      // The words change (the heading, how far away the date is, the last line); the space they take does not.
      await expect(nextPanel(page)).toContainText("Counted from today");
      // Its name is the wording shown, not the one whose space it holds.
      await expect(nextPanel(page).getByRole("heading", { name: "Next deadline", exact: true })).toBeVisible();
      expect(await layoutShifts(page), `${width} px`).toEqual([]);
      await page.close();
    }
  });

  test("without JavaScript the page lists the twelve months from the day it was published, and says from which day", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.goto(PAGE);
    // Whatever it says is to come, it says from which day: the page may be read long after it was published.
    const published = /(\w+ \d{1,2}, \d{4})/;
    await expect(nextPanel(page)).toContainText(/Counted from \w+ \d{1,2}, \d{4}, the day this page was published\./);
    const heading = await nextPanel(page).getByRole("heading").textContent();
    const day = localIsoDate(new Date(new RegExp(`^Next deadline as of ${published.source}$`).exec(heading!)![1]));
    const fromPublished = main(page).getByRole("region", { name: `Due from ${formatDate(day, wordsIn("en", dateWords))}` });
    const coming = entries.filter((entry) => entry.date >= day && entry.date <= addMonths(day, 12));
    expect(await cardTitles(fromPublished)).toEqual(titles(coming));
    const before = entries.filter((entry) => entry.date >= addMonths(day, -3) && entry.date < day);
    await expect(main(page).getByRole("article")).toHaveCount(coming.length + before.length);
    await expect(main(page).getByRole("article").getByText("Next deadline", { exact: true })).toHaveCount(0);
    await context.close();
  });
});

test.describe("the filter by audience", () => {
  const today = "2026-12-01";
  const listed = listedOn(today);
  const audienceOf = (list: typeof entries, audience: string) => list.filter((entry) => entry.audience === audience);
  const status = (page: Parameters<typeof main>[0]) => main(page).getByRole("status");

  test("is a group of radio buttons the keyboard moves through, and the list, the count and the next deadline follow", async ({ page }) => {
    await openOn(page, today);
    const group = main(page).getByRole("group", { name: "Show deadlines for" });
    const everyone = group.getByRole("radio", { name: "Everyone" });
    await expect(everyone).toBeChecked();
    const count = listed.coming.length + listed.passed.length;
    await expect(status(page)).toHaveText(
      `Showing ${count} deadlines for everyone: ${listed.coming.length} to come, ${listed.passed.length} passed.`,
    );
    await everyone.focus();
    await page.keyboard.press("ArrowRight");
    const individuals = group.getByRole("radio", { name: "Individuals" });
    await expect(individuals).toBeFocused();
    await expect(individuals).toBeChecked();
    const [coming, gone] = [audienceOf(listed.coming, "Individuals"), audienceOf(listed.passed, "Individuals")];
    await expect(status(page)).toHaveText(
      `Showing ${coming.length + gone.length} deadlines for individuals: ${coming.length} to come, ${gone.length} passed.`,
    );
    expect(await cardTitles(comingUp(page))).toEqual(titles(coming));
    await expect(nextPanel(page).getByRole("heading")).toHaveText("Next deadline for individuals");

    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: "Businesses" })).toBeChecked();
    const businesses = audienceOf(listed.coming, "Businesses");
    expect(await cardTitles(comingUp(page))).toEqual(titles(businesses));
    await expect(nextPanel(page).locator("time").first()).toHaveText(formatLongDate(businesses[0].date, wordsIn("en", dateWords)));
  });

  test("follows the mouse too, and Everyone shows every deadline listed again", async ({ page }) => {
    await openOn(page, today);
    await main(page).getByRole("group", { name: "Show deadlines for" }).getByText("Employers", { exact: true }).click();
    expect(await cardTitles(comingUp(page))).toEqual(titles(audienceOf(listed.coming, "Employers")));
    expect(await cardTitles(passed(page))).toEqual(titles(audienceOf(listed.passed, "Employers")));
    await expect(nextPanel(page).locator("time").first()).toHaveText(
      formatLongDate(audienceOf(listed.coming, "Employers")[0].date, wordsIn("en", dateWords)),
    );
    await main(page).getByRole("radio", { name: "Everyone" }).check();
    await expect(main(page).getByRole("article")).toHaveCount(listed.coming.length + listed.passed.length);
  });
});

test.describe("in Spanish", () => {
  test("each card's anchor is its id, as in English, with its tax year and its own calendar file", async ({ page }) => {
    const today = "2027-05-20";
    await openOn(page, today, "es");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Fechas límite de impuestos");
    const { coming } = listedOn(today);
    expect(await cardTitles(comingUp(page, "es"))).toEqual(coming.map(spanishTitle));
    const next = coming[0];
    await expect(nextPanel(page, "es").getByRole("link", { name: spanishTitle(next), exact: true })).toHaveAttribute("href", `#${next.id}`);
    for (const entry of coming) {
      const card = comingUp(page, "es").getByRole("article", { name: spanishTitle(entry), exact: true });
      await expect(card).toHaveAttribute("id", entry.id);
      await expect(card.getByText(`Año tributario ${entry.taxYear}`, { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: `Agregar al calendario: ${spanishTitle(entry)}` })).toHaveAttribute(
        "href",
        `/calendar/es/deadlines/${entry.id}.ics`,
      );
    }
  });
});

test.describe("for search engines", () => {
  test("has its own title and description, naming no single year, and says when its dates were last checked", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page).toHaveTitle(`Tax deadlines | ${firm.brand}`);
    const description = page.locator('head meta[name="description"]');
    await expect(description).toHaveAttribute("content", /the next twelve months/);
    await expect(description).not.toHaveAttribute("content", /\b20\d\d\b/);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(blocks.find((block) => block["@type"] === "WebPage")).toMatchObject({
      name: "Tax deadlines",
      url: `https://${HOST}${PAGE}`,
      lastReviewed: deadlines.reviewed,
    });
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
    await expect(main(page).getByText(`Last reviewed ${formatDate(deadlines.reviewed, wordsIn("en", dateWords))}.`)).toBeVisible();
  });

  test("in Spanish too", async ({ page }) => {
    await page.goto(pagePath("es"));
    await expect(page).toHaveTitle(/^Fechas límite de impuestos \|/);
    const description = page.locator('head meta[name="description"]');
    await expect(description).toHaveAttribute("content", /los próximos doce meses/);
    await expect(description).not.toHaveAttribute("content", /\b20\d\d\b/);
  });
});
