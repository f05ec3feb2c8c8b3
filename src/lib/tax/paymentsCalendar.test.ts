import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { paymentsCalendar, type PaymentsCalendar } from "./paymentsCalendar";

/** A plan of our own: four payments, one title with the characters RFC 5545 escapes and one long enough to fold. */
const CALENDAR: PaymentsCalendar = {
  name: "Example, Inc.: estimated payments",
  host: "www.example.com",
  url: "https://payments.example/pay",
  payments: [
    { id: "first-key", date: "2041-04-15", summary: "$1,250: first; of four", description: "Pay it.\nOnline: https://payments.example/pay" },
    {
      id: "second-key",
      date: "2041-06-17",
      summary: "$1,250: second",
      description: "Pagar el impuesto estimado de la cuota número dos, con acentos: áéíóú ñ ü, y más texto para doblar la línea.",
    },
    { id: "third-key", date: "2041-09-16", summary: "$1,250: third", description: "Pay it." },
    { id: "fourth-key", date: "2042-01-15", summary: "$1,250: fourth", description: "Pay it." },
  ],
};

const NOW = new Date(Date.UTC(2040, 10, 25, 4, 30, 15));

/** The events of an iCalendar text, as a calendar app reads them (ical.js). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents("vevent").map((component) => ({ component, event: new ICAL.Event(component) }));
}

describe("the calendar file of the estimated payments (RFC 5545)", () => {
  const text = paymentsCalendar(CALENDAR, NOW);

  it("holds one all-day event per payment, on its date, titled and described as given, linking to the payment page", () => {
    const events = eventsOf(text);
    expect(events.map(({ event }) => [event.summary, event.startDate.toString(), event.endDate.toString(), event.startDate.isDate])).toEqual([
      ["$1,250: first; of four", "2041-04-15", "2041-04-16", true],
      ["$1,250: second", "2041-06-17", "2041-06-18", true],
      ["$1,250: third", "2041-09-16", "2041-09-17", true],
      ["$1,250: fourth", "2042-01-15", "2042-01-16", true],
    ]);
    expect(events[0].event.description).toBe(CALENDAR.payments[0].description);
    expect(events[1].event.description).toBe(CALENDAR.payments[1].description);
    expect(events.map(({ component }) => component.getFirstPropertyValue("url"))).toEqual(Array(4).fill(CALENDAR.url));
    // The calendar's name, escaped as TEXT (ical.js leaves an X- property's value as written).
    expect(text).toContain("X-WR-CALNAME:Example\\, Inc.: estimated payments\r\n");
  });

  it("gives each event a UID of its key and the site's host, the same at every download, with a later SEQUENCE", () => {
    const later = paymentsCalendar(CALENDAR, new Date(NOW.getTime() + 3 * 60_000));
    const uids = (calendar: string) => eventsOf(calendar).map(({ event }) => event.uid);
    expect(uids(text)).toEqual(CALENDAR.payments.map(({ id }) => `${id}-payment@${CALENDAR.host}`));
    expect(uids(later)).toEqual(uids(text));
    const sequences = (calendar: string) => eventsOf(calendar).map(({ event }) => event.sequence);
    expect(sequences(later).map((sequence, index) => sequence - sequences(text)[index])).toEqual(Array(4).fill(3));
  });

  it("dates each event's stamp in UTC and ends every line with CRLF, none longer than 75 octets", () => {
    expect(text).toContain("DTSTAMP:20401125T043015Z\r\n");
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines.filter((line) => new TextEncoder().encode(line).length > 75)).toEqual([]);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  });
});
