import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { estimatedPayments as enFederal } from "../../words/en/estimatedPayments/estimatedPayments";
import { newYorkPayments as enNewYork } from "../../words/en/newYorkPayments/newYorkPayments";
import { estimatedPayments as esFederal } from "../../words/es/estimatedPayments/estimatedPayments";
import { newYorkPayments as esNewYork } from "../../words/es/newYorkPayments/newYorkPayments";
import { paymentsCalendar, planPayments, type PaymentsCalendar } from "./paymentsCalendar";

const PAY = "https://payments.example/pay";

/** A plan of our own: four payments, one title with the characters RFC 5545 escapes and one long enough to fold. */
const CALENDAR: PaymentsCalendar = {
  name: "Example, Inc.: estimated payments",
  host: "www.example.com",
  payments: [
    {
      id: "first-key",
      date: "2041-04-15",
      summary: "$1,250: first; of four",
      description: "Pay it.\nOnline: https://payments.example/pay",
      url: PAY,
    },
    {
      id: "second-key",
      date: "2041-06-17",
      summary: "$1,250: second",
      description: "Pagar el impuesto estimado de la cuota número dos, con acentos: áéíóú ñ ü, y más texto para doblar la línea.",
      url: PAY,
    },
    { id: "third-key", date: "2041-09-16", summary: "$1,250: third", description: "Pay it.", url: PAY },
    { id: "fourth-key", date: "2042-01-15", summary: "$1,250: fourth", description: "Pay it.", url: PAY },
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
    expect(events.map(({ component }) => component.getFirstPropertyValue("url"))).toEqual(Array(4).fill(PAY));
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

describe("the events of two plans in one calendar file", () => {
  const installments = (prefix: string, dates: string[], amount: number) =>
    dates.map((date, index) => ({ id: `${prefix}-${index}`, date, title: `${prefix} payment ${index + 1}`, amount }));
  const federal = {
    installments: installments("federal", ["2041-04-15", "2041-06-17", "2041-09-16", "2042-01-15"], 1_250),
    describe: (amount: string) => `Pay ${amount} toward Form X-1 with voucher X-1V.`,
    url: "https://federal.example/pay",
  };
  const state = {
    installments: installments("state", ["2041-04-15", "2041-06-16", "2041-09-15", "2042-01-18"], 2_345),
    describe: (amount: string) => `Pay ${amount} toward Form Y-2 with voucher Y-2V.`,
    url: "https://state.example/pay",
  };
  const events = eventsOf(paymentsCalendar({ name: "Both plans", host: "www.example.com", payments: planPayments([federal, state]) }, NOW));

  it("holds every installment of both plans, in date order, each titled with its amount", () => {
    expect(events.map(({ event }) => [event.startDate.toString(), event.summary])).toEqual([
      ["2041-04-15", "$1,250: federal payment 1"],
      ["2041-04-15", "$2,345: state payment 1"],
      ["2041-06-16", "$2,345: state payment 2"],
      ["2041-06-17", "$1,250: federal payment 2"],
      ["2041-09-15", "$2,345: state payment 3"],
      ["2041-09-16", "$1,250: federal payment 3"],
      ["2042-01-15", "$1,250: federal payment 4"],
      ["2042-01-18", "$2,345: state payment 4"],
    ]);
  });

  it("describes each event in its own plan's words, naming its form, and links it to its own payment page", () => {
    const byUid = new Map(events.map(({ event, component }) => [event.uid, { event, url: component.getFirstPropertyValue("url") }]));
    expect(byUid.get("federal-0-payment@www.example.com")).toMatchObject({
      event: { description: "Pay $1,250 toward Form X-1 with voucher X-1V.\nhttps://federal.example/pay" },
      url: "https://federal.example/pay",
    });
    expect(byUid.get("state-3-payment@www.example.com")).toMatchObject({
      event: { description: "Pay $2,345 toward Form Y-2 with voucher Y-2V.\nhttps://state.example/pay" },
      url: "https://state.example/pay",
    });
    expect(byUid.size).toBe(8);
  });
});

describe("the site's words for the two plans' events", () => {
  const federalWords = { en: enFederal, es: esFederal };
  const newYorkWords = { en: enNewYork, es: esNewYork };
  const one = [{ id: "one", date: "2041-04-15", title: "One", amount: 1_250 }];

  for (const language of ["en", "es"] as const) {
    it(`name each event's return and form, federal or New York's, with its amount (${language})`, () => {
      const [federal, newYork] = planPayments([
        { installments: one, describe: (amount) => federalWords[language].eventDescription(amount, 2041, "https://site.example/"), url: PAY },
        { installments: one, describe: (amount) => newYorkWords[language].eventDescription(amount, 2041, "https://site.example/"), url: PAY },
      ]);
      expect(federal.description).toMatch(/1040-ES.*1040\b/);
      expect(federal.description).not.toMatch(/IT-2105|IT-201/);
      expect(newYork.description).toMatch(/IT-2105.*IT-201/);
      expect(newYork.description).not.toMatch(/1040/);
      for (const { description } of [federal, newYork]) expect(description).toContain("$1,250");
    });
  }
});
