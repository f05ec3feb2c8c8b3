import ICAL from "ical.js";
import { test, expect } from "./fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import { deadlines, home, type DeadlineEntry } from "./content";
import { addDays } from "../src/lib/businessDays";
import { formatDate, formatLongDate } from "../src/lib/dates";
import { deadlineSlug } from "../src/lib/deadlines";
import { layoutShifts, recordLayoutShifts } from "./pageTimeline";

const PAGE = "/tax-deadlines/";
const HOST = "www.example.com";
const { taxYear } = deadlines;
/** The deadlines in date order, those of one day in the order written: the order of the page. */
const entries = [...deadlines.deadlines].sort((a, b) => a.date.localeCompare(b.date));
const titles = (list: readonly DeadlineEntry[]) => list.map((entry) => entry.title);
const before = (date: string) => entries.filter((entry) => entry.date < date);
const onOrAfter = (date: string) => entries.filter((entry) => entry.date >= date);

const main = (page: Page) => page.getByRole("main");
const region = (page: Page, name: string | RegExp) => main(page).getByRole("region", { name });
const comingUp = (page: Page) => region(page, "Coming up");
const passed = (page: Page) => region(page, "Passed");
const nextPanel = (page: Page) => region(page, /^Next deadline/);
const cardTitles = (section: ReturnType<typeof region>) => section.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();

/** The page read on `date` (the visitor's clock), at 10 a.m. in the browser's time zone. */
async function openOn(page: Page, date: string) {
  await page.clock.setFixedTime(new Date(`${date}T10:00:00`));
  await page.goto(PAGE);
  await expect(nextPanel(page)).toContainText(`Counted from today, ${formatLongDate(date)}.`);
}

test.describe("the tax-deadline page", () => {
  test("lists every deadline in date order, each with what is due, for whom, the form, our cut-off and its sources", async ({ page }) => {
    expect(entries.length).toBeGreaterThanOrEqual(15);
    await openOn(page, `${taxYear}-01-02`);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(`Tax deadlines ${taxYear}`);
    expect(await cardTitles(comingUp(page))).toEqual(titles(entries));
    await expect(passed(page)).toHaveCount(0);
    for (const entry of entries) {
      const card = comingUp(page).getByRole("article", { name: entry.title, exact: true });
      await expect(card.locator("time").first()).toHaveText(formatLongDate(entry.date));
      await expect(card.locator("time").first()).toHaveAttribute("datetime", entry.date);
      await expect(card).toContainText(entry.due);
      await expect(card).toContainText(entry.who);
      await expect(card).toContainText(entry.form);
      await expect(card).toContainText(`Send us ${entry.send} by ${formatLongDate(entry.cutoff)}.`);
      await expect(card.getByText("Expected date", { exact: true })).toHaveCount(entry.confirmed ? 0 : 1);
      const source = card.getByRole("link", { name: `Official source: ${entry.sourceLabel} (opens in a new tab)` });
      await expect(source).toHaveAttribute("href", entry.source);
      await expect(source).toHaveAttribute("target", "_blank");
      await expect(card.getByRole("link", { name: `Add to calendar: ${entry.title}` })).toHaveAttribute(
        "href",
        `/calendar/deadlines/${deadlineSlug(taxYear, entry.title)}.ics`,
      );
    }
  });

  test("keeps the W-2 deadline where the IRS moved it: Monday, February 1, 2027", async ({ page }) => {
    await openOn(page, "2026-12-01");
    const w2 = comingUp(page).getByRole("article", { name: /^W-2s/ });
    await expect(w2.locator("time").first()).toHaveText("Monday, February 1, 2027");
  });

  test("is linked from the footer of every page and from the home page", async ({ page }) => {
    await page.goto("/about/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Tax Deadline Calendar" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await page.goto("/");
    const band = main(page).getByRole("region", { name: home.deadlines.title });
    await expect(band).toContainText(home.deadlines.text);
    await band.getByRole("link", { name: home.deadlines.linkLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(`Tax deadlines ${taxYear}`);
  });
});

test.describe("the next deadline, by the visitor's own date", () => {
  test("on December 1, 2026: the fourth estimated payment is next, and the deadlines of 2026 are set apart as passed", async ({ page }) => {
    const today = "2026-12-01";
    await openOn(page, today);
    const next = onOrAfter(today)[0];
    expect(next.date).toBe("2027-01-15");
    await expect(nextPanel(page).locator("time").first()).toHaveText("Friday, January 15, 2027");
    await expect(nextPanel(page)).toContainText("Due in 45 days");
    await expect(nextPanel(page).getByRole("link", { name: next.title })).toHaveAttribute("href", `#${deadlineSlug(taxYear, next.title)}`);
    await expect(nextPanel(page)).toContainText(`by ${formatLongDate(next.cutoff)}`);
    // First in the list, and marked.
    const coming = await cardTitles(comingUp(page));
    expect(coming).toEqual(titles(onOrAfter(today)));
    const first = comingUp(page).getByRole("article").first();
    await expect(first).toHaveAccessibleName(next.title);
    await expect(first.getByText("Next deadline", { exact: true })).toBeVisible();
    await expect(comingUp(page).getByText("Next deadline", { exact: true })).toHaveCount(1);
    expect(await cardTitles(passed(page))).toEqual(titles(before(today)));
  });

  test("on March 16, 2027: the three returns of April 15 are next together, and March's are passed", async ({ page }) => {
    const today = "2027-03-16";
    await openOn(page, today);
    const dueNext = onOrAfter(today).filter((entry) => entry.date === "2027-04-15");
    expect(dueNext.length).toBe(3);
    await expect(nextPanel(page).locator("time").first()).toHaveText("Thursday, April 15, 2027");
    await expect(nextPanel(page)).toContainText("Due in 30 days");
    await expect(nextPanel(page).getByRole("listitem")).toHaveText(dueNext.map((entry) => new RegExp(`^${entry.title} \\(`)));
    for (const entry of dueNext) {
      await expect(comingUp(page).getByRole("article", { name: entry.title }).getByText("Next deadline", { exact: true })).toBeVisible();
    }
    await expect(comingUp(page).getByText("Next deadline", { exact: true })).toHaveCount(3);
    expect(await cardTitles(passed(page))).toEqual(titles(before(today)));
    expect(titles(before(today))).toContain("Partnership and S corporation returns");
  });

  test("on the day itself a deadline is still the next one, due today", async ({ page }) => {
    await openOn(page, "2027-02-01");
    await expect(nextPanel(page).locator("time").first()).toHaveText("Monday, February 1, 2027");
    await expect(nextPanel(page)).toContainText("Due today");
  });

  test("once every date has passed, none is shown as coming", async ({ page }) => {
    const last = entries.at(-1)!.date;
    await openOn(page, addDays(last, 1));
    await expect(nextPanel(page)).toContainText(`Every deadline of tax year ${taxYear} has passed.`);
    await expect(comingUp(page).getByRole("article")).toHaveCount(0);
    await expect(passed(page).getByRole("article")).toHaveCount(entries.length);
  });

  test("once the page counts from the visitor's date, the same day as it was published, nothing on it has moved", async ({ browser, request }, testInfo) => {
    const built = await (await request.get(PAGE)).text();
    const published = new Date(/Counted from (\w+ \d{1,2}, \d{4}), the day this page was published/.exec(built)![1]);
    for (const width of [375, 412, 1280]) {
      const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, viewport: { width, height: 823 } });
      await recordLayoutShifts(page);
      await page.clock.setFixedTime(new Date(published.getFullYear(), published.getMonth(), published.getDate(), 10));
      await page.goto(PAGE);
      // The words change (the heading, how far away the date is, the last line); the space they take does not.
      await expect(nextPanel(page)).toContainText("Counted from today");
      // Its name is the wording shown, not the one whose space it holds.
      await expect(nextPanel(page).getByRole("heading", { name: "Next deadline", exact: true })).toBeVisible();
      expect(await layoutShifts(page), `${width} px`).toEqual([]);
      await page.close();
    }
  });

  test("without JavaScript the page still lists every deadline, counted from the day it was published", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(main(page).getByRole("article")).toHaveCount(entries.length);
    // Whatever it says is to come, it says from which day: the page may be read long after it was published.
    const published = /(\w+ \d{1,2}, \d{4})/;
    await expect(nextPanel(page)).toContainText(/Counted from \w+ \d{1,2}, \d{4}, the day this page was published\./);
    await expect(nextPanel(page).getByRole("heading")).toHaveText(new RegExp(`^Next deadline as of ${published.source}$`));
    await expect(main(page).getByRole("heading", { level: 2, name: new RegExp(`^Due from ${published.source}$`) })).toBeVisible();
    await expect(main(page).getByRole("article").getByText("Next deadline", { exact: true })).toHaveCount(0);
    await context.close();
  });
});

test.describe("the filter by audience", () => {
  const audienceOf = (audience: string) => entries.filter((entry) => entry.audience === audience);
  const status = (page: Page) => main(page).getByRole("status");

  test("is a group of radio buttons the keyboard moves through, and the list, the count and the next deadline follow", async ({ page }) => {
    const today = "2026-12-01";
    await openOn(page, today);
    const group = main(page).getByRole("group", { name: "Show deadlines for" });
    const everyone = group.getByRole("radio", { name: "Everyone" });
    await expect(everyone).toBeChecked();
    await expect(status(page)).toHaveText(
      `Showing ${entries.length} deadlines for everyone: ${onOrAfter(today).length} to come, ${before(today).length} passed.`,
    );
    await everyone.focus();
    await page.keyboard.press("ArrowRight");
    const individuals = group.getByRole("radio", { name: "Individuals" });
    await expect(individuals).toBeFocused();
    await expect(individuals).toBeChecked();
    const mine = audienceOf("Individuals");
    await expect(status(page)).toHaveText(
      `Showing ${mine.length} deadlines for individuals: ${mine.filter((e) => e.date >= today).length} to come, ${mine.filter((e) => e.date < today).length} passed.`,
    );
    expect(await cardTitles(comingUp(page))).toEqual(titles(mine.filter((entry) => entry.date >= today)));
    await expect(nextPanel(page).getByRole("heading")).toHaveText("Next deadline for individuals");

    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: "Businesses" })).toBeChecked();
    const businesses = audienceOf("Businesses").filter((entry) => entry.date >= today);
    expect(await cardTitles(comingUp(page))).toEqual(titles(businesses));
    await expect(nextPanel(page).locator("time").first()).toHaveText(formatLongDate(businesses[0].date));
  });

  test("follows the mouse too, and Everyone shows every deadline again", async ({ page }) => {
    const today = "2026-12-01";
    await openOn(page, today);
    await main(page).getByRole("group", { name: "Show deadlines for" }).getByText("Employers", { exact: true }).click();
    const employers = audienceOf("Employers");
    expect(await cardTitles(comingUp(page))).toEqual(titles(employers.filter((entry) => entry.date >= today)));
    expect(await cardTitles(passed(page))).toEqual(titles(employers.filter((entry) => entry.date < today)));
    await expect(nextPanel(page).locator("time").first()).toHaveText("Monday, February 1, 2027");
    await main(page).getByRole("radio", { name: "Everyone" }).check();
    await expect(main(page).getByRole("article")).toHaveCount(entries.length);
  });
});

/** The events of a calendar file as a calendar app reads them (ical.js). */
async function calendarAt(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)),
  };
}

function expectEventOf(event: ICAL.Event, entry: DeadlineEntry) {
  expect(event.uid).toBe(`${deadlineSlug(taxYear, entry.title)}@${HOST}`);
  expect(event.summary).toBe(`${entry.title} (${entry.form})`);
  expect(event.startDate.isDate, entry.title).toBe(true);
  expect(event.startDate.toString()).toBe(entry.date);
  expect(event.endDate.toString()).toBe(addDays(entry.date, 1));
  expect(event.description).toContain(entry.due);
  expect(event.description).toContain(`send us ${entry.send} by ${formatLongDate(entry.cutoff)}.`);
  expect(event.description).toContain(entry.source);
}

test.describe("the calendar files", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "files do not depend on the width");
  });

  test("one of every deadline and one per audience, linked from the page, that a calendar library reads back", async ({ page, request }) => {
    await page.goto(PAGE);
    const panel = region(page, "In your calendar");
    const calendars = [
      { link: "All deadlines", name: `Tallyfield tax deadlines ${taxYear}`, entries },
      ...["Individuals", "Businesses", "Employers"].map((audience) => ({
        link: `Deadlines for ${audience.toLowerCase()}`,
        name: `Tallyfield tax deadlines ${taxYear}: ${audience.toLowerCase()}`,
        entries: entries.filter((entry) => entry.audience === audience),
      })),
    ];
    const uids = new Set<string>();
    for (const calendar of calendars) {
      const href = await panel.getByRole("link", { name: `${calendar.link} (calendar file)` }).getAttribute("href");
      const { name, events } = await calendarAt(request, href!);
      expect(name).toBe(calendar.name);
      expect(events.map((event) => event.summary)).toEqual(calendar.entries.map((entry) => `${entry.title} (${entry.form})`));
      events.forEach((event, index) => expectEventOf(event, calendar.entries[index]));
      for (const event of events) uids.add(event.uid);
    }
    // Each deadline keeps one UID in every calendar it is in.
    expect(uids.size).toBe(entries.length);
  });

  test("'Add to calendar' gives one deadline's event, the same as in the full calendar", async ({ page, request }) => {
    await openOn(page, `${taxYear}-01-02`);
    const all = (await calendarAt(request, "/calendar/tax-deadlines.ics")).events;
    for (const entry of [entries[0], entries.at(-1)!]) {
      const href = await comingUp(page).getByRole("link", { name: `Add to calendar: ${entry.title}` }).getAttribute("href");
      const { events } = await calendarAt(request, href!);
      expect(events).toHaveLength(1);
      expectEventOf(events[0], entry);
      expect(all.find((event) => event.uid === events[0].uid)?.startDate.toString()).toBe(entry.date);
    }
  });
});

test.describe("for search engines", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "the head does not depend on the width");
  });

  test("has its own title and description, and says when its dates were last checked", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page).toHaveTitle(`Tax Deadlines ${taxYear} | Tallyfield`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", new RegExp(`tax year ${taxYear}`));
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(blocks.find((block) => block["@type"] === "WebPage")).toMatchObject({
      name: `Tax Deadlines ${taxYear}`,
      url: `https://${HOST}${PAGE}`,
      lastReviewed: deadlines.reviewed,
    });
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
    await expect(main(page).getByText(`Last reviewed ${formatDate(deadlines.reviewed)}.`)).toBeVisible();
  });
});
