import ICAL from "ical.js";
import { test, expect } from "./fixtures";
import type { APIRequestContext } from "@playwright/test";
import { firm, type DeadlineEntry } from "./content";
import { HOST, comingUp, entries, openOn, pagePath, region, spanishSummary } from "./deadlinesPage";
import { addDays } from "../src/lib/businessDays";
import { formatLongDate } from "../src/lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { wordsIn } from "../src/i18n/inEveryLanguage";

/*
 * The calendar files of the tax deadlines, read back as a calendar app reads them (ical.js): they hold every
 * deadline of the content, whatever its tax year, each under the UID of its id in every language.
 */

/** The events of a calendar file as a calendar app reads them (ical.js). */
async function calendarAt(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)),
  };
}

function expectEventOf(event: ICAL.Event, entry: DeadlineEntry) {
  expect(event.uid).toBe(`${entry.id}@${HOST}`);
  expect(event.summary).toBe(`${entry.title} (${entry.form})`);
  expect(event.startDate.isDate, entry.title).toBe(true);
  expect(event.startDate.toString()).toBe(entry.date);
  expect(event.endDate.toString()).toBe(addDays(entry.date, 1));
  expect(event.description).toContain(entry.due);
  expect(event.description).toContain(`send us ${entry.send} by ${formatLongDate(entry.cutoff, wordsIn("en", dateWords))}.`);
  expect(event.description).toContain(entry.source);
}

const uids = (events: readonly ICAL.Event[]) => events.map((event) => event.uid);

test("one of every deadline of every tax year and one per audience, linked from the page, that a calendar library reads back", async ({
  page,
  request,
}) => {
  await page.goto(pagePath());
  const panel = region(page, "In your calendar");
  const calendars = [
    { link: "All deadlines", name: `${firm.brand} tax deadlines`, entries },
    ...["Individuals", "Businesses", "Employers"].map((audience) => ({
      link: `Deadlines for ${audience.toLowerCase()}`,
      name: `${firm.brand} tax deadlines: ${audience.toLowerCase()}`,
      entries: entries.filter((entry) => entry.audience === audience),
    })),
  ];
  const seen = new Set<string>();
  for (const calendar of calendars) {
    const href = await panel.getByRole("link", { name: `${calendar.link} (calendar file)` }).getAttribute("href");
    const { name, events } = await calendarAt(request, href!);
    expect(name).toBe(calendar.name);
    expect(events.map((event) => event.summary)).toEqual(calendar.entries.map((entry) => `${entry.title} (${entry.form})`));
    events.forEach((event, index) => expectEventOf(event, calendar.entries[index]));
    for (const event of events) seen.add(event.uid);
  }
  // Each deadline keeps one UID in every calendar it is in.
  expect(seen.size).toBe(entries.length);
});

test("'Add to calendar' gives one deadline's event, the same as in the full calendar", async ({ page, request }) => {
  const all = (await calendarAt(request, "/calendar/tax-deadlines.ics")).events;
  for (const entry of [entries[0], entries.at(-1)!]) {
    await openOn(page, entry.date);
    const href = await comingUp(page)
      .getByRole("link", { name: `Add to calendar: ${entry.title}`, exact: true })
      .getAttribute("href");
    expect(href).toBe(`/calendar/deadlines/${entry.id}.ics`);
    const { events } = await calendarAt(request, href!);
    expect(events).toHaveLength(1);
    expectEventOf(events[0], entry);
    expect(all.find((event) => event.uid === events[0].uid)?.startDate.toString()).toBe(entry.date);
  }
});

test("every deadline has its own file in English and in Spanish, under one UID", async ({ request }) => {
  for (const entry of entries) {
    const english = await calendarAt(request, `/calendar/deadlines/${entry.id}.ics`);
    const spanish = await calendarAt(request, `/calendar/es/deadlines/${entry.id}.ics`);
    expect(english.events).toHaveLength(1);
    expectEventOf(english.events[0], entry);
    expect(uids(spanish.events)).toEqual([`${entry.id}@${HOST}`]);
    expect(spanish.events[0].summary).toBe(spanishSummary(entry));
  }
});

test("the Spanish calendars, linked from the Spanish page, hold the same events under the same UIDs, named in Spanish", async ({ page, request }) => {
  await page.goto(pagePath("es"));
  const panel = region(page, "En su calendario");
  const href = await panel.getByRole("link", { name: "Todas las fechas límite (archivo de calendario)" }).getAttribute("href");
  expect(href).toBe("/calendar/es/tax-deadlines.ics");
  const spanish = await calendarAt(request, href!);
  const english = await calendarAt(request, "/calendar/tax-deadlines.ics");
  expect(spanish.name).toBe(`${firm.brand}: fechas límite de impuestos`);
  expect(uids(spanish.events)).toEqual(uids(english.events));
  expect(uids(spanish.events)).toEqual(entries.map((entry) => `${entry.id}@${HOST}`));
  expect(spanish.events.map((event) => event.summary)).toEqual(entries.map(spanishSummary));
  const employers = await calendarAt(request, "/calendar/es/tax-deadlines-employers.ics");
  expect(employers.name).toBe(`${firm.brand}: fechas límite de impuestos (empleadores)`);
});
