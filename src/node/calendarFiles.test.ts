import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFiles, type CalendarSource } from "./calendarFiles";
import type { Deadline } from "../lib/deadlines";

const deadline = (overrides: Partial<Deadline>): Deadline => ({
  id: "2026-fourth-estimated-tax-payment",
  taxYear: 2026,
  title: "Fourth estimated tax payment",
  date: "2027-01-15",
  confirmed: true,
  audience: "Individuals",
  form: "Form 1040-ES",
  due: "Pay the last installment of your 2026 estimated tax.",
  who: "Self-employed people and others whose tax is not withheld.",
  cutoff: "2027-01-04",
  send: "your income figures for September to December",
  source: "https://www.irs.gov/publications/p509",
  sourceLabel: "IRS Publication 509",
  ...overrides,
});

const source: CalendarSource = {
  brand: "Tallyfield",
  siteUrl: "https://www.example.com",
  deadlines: [
    deadline({
      id: "2026-w-2s-to-employees-and-the-ssa",
      title: "W-2s to employees and the SSA",
      date: "2027-02-01",
      audience: "Employers",
      form: "Form W-2",
      cutoff: "2027-01-11",
    }),
    deadline({}),
    // Of the next tax year, due before the last one of this year: the calendars hold every one, in date order.
    deadline({
      id: "2027-first-estimated-tax-payment",
      taxYear: 2027,
      title: "First estimated tax payment",
      date: "2027-04-15",
      cutoff: "2027-04-01",
    }),
    deadline({
      id: "2026-partnership-returns",
      title: "Partnership returns",
      date: "2027-03-15",
      audience: "Businesses",
      form: "Form 1065",
      cutoff: "2027-02-19",
    }),
  ],
};

/** The events of an iCalendar text, as a calendar app reads them (ical.js). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)),
  };
}

describe("calendarFiles", () => {
  const files = calendarFiles(source);
  const file = (path: string) => files.find((candidate) => candidate.path === path)!.text;

  it("writes one calendar of every deadline, one per audience and one per deadline, named by its id", () => {
    expect(files.map((candidate) => candidate.path)).toEqual([
      "/calendar/tax-deadlines.ics",
      "/calendar/tax-deadlines-individuals.ics",
      "/calendar/tax-deadlines-businesses.ics",
      "/calendar/tax-deadlines-employers.ics",
      "/calendar/deadlines/2026-fourth-estimated-tax-payment.ics",
      "/calendar/deadlines/2026-w-2s-to-employees-and-the-ssa.ics",
      "/calendar/deadlines/2026-partnership-returns.ics",
      "/calendar/deadlines/2027-first-estimated-tax-payment.ics",
    ]);
  });

  it("makes each deadline of every tax year an all-day event, in date order, that a calendar library reads back", () => {
    const { name, events } = eventsOf(file("/calendar/tax-deadlines.ics"));
    expect(name).toBe("Tallyfield tax deadlines");
    expect(events.map((event) => [event.summary, event.startDate.toString(), event.startDate.isDate, event.endDate.toString()])).toEqual([
      ["Fourth estimated tax payment (Form 1040-ES)", "2027-01-15", true, "2027-01-16"],
      ["W-2s to employees and the SSA (Form W-2)", "2027-02-01", true, "2027-02-02"],
      ["Partnership returns (Form 1065)", "2027-03-15", true, "2027-03-16"],
      ["First estimated tax payment (Form 1040-ES)", "2027-04-15", true, "2027-04-16"],
    ]);
  });

  it("gives each event its id as UID, which stays the same when its date, text or title changes", () => {
    const [first] = eventsOf(file("/calendar/tax-deadlines.ics")).events;
    expect(first.uid).toBe("2026-fourth-estimated-tax-payment@www.example.com");
    const moved = calendarFiles({ ...source, deadlines: [deadline({ date: "2027-01-19", due: "Corrected.", title: "Last estimated payment" })] });
    expect(eventsOf(moved[0].text).events[0].uid).toBe(first.uid);
    expect(moved.map((candidate) => candidate.path)).toContain("/calendar/deadlines/2026-fourth-estimated-tax-payment.ics");
  });

  it("puts what is due, the firm's cut-off and the official source in the description", () => {
    const [first] = eventsOf(file("/calendar/tax-deadlines.ics")).events;
    expect(first.description.split("\n")).toEqual([
      "Pay the last installment of your 2026 estimated tax.",
      "Who: Self-employed people and others whose tax is not withheld.",
      "Form: Form 1040-ES",
      "Tallyfield's cut-off: send us your income figures for September to December by Monday, January 4, 2027.",
      "Official source: IRS Publication 509, https://www.irs.gov/publications/p509",
      "All deadlines: https://www.example.com/tax-deadlines/",
    ]);
    expect(first.component.getFirstPropertyValue("url")).toBe("https://www.example.com/tax-deadlines/#2026-fourth-estimated-tax-payment");
  });

  it("says when a date is expected rather than confirmed", () => {
    const expected = calendarFiles({ ...source, deadlines: [deadline({ confirmed: false })] });
    expect(eventsOf(expected[0].text).events[0].description).toMatch(/^Expected date: worked out from the official rules/);
  });

  it("keeps each audience's calendar to its own deadlines", () => {
    const { name, events } = eventsOf(file("/calendar/tax-deadlines-employers.ics"));
    expect(name).toBe("Tallyfield tax deadlines: employers");
    expect(events.map((event) => event.summary)).toEqual(["W-2s to employees and the SSA (Form W-2)"]);
    expect(events[0].component.getFirstPropertyValue("categories")).toBe("Employers");
  });

  it("marks the events as free time, published for subscription", () => {
    const text = file("/calendar/deadlines/2026-partnership-returns.ics");
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("METHOD:PUBLISH\r\n");
    expect(text).toContain("TRANSP:TRANSPARENT\r\n");
    expect(text).toContain("DTSTART;VALUE=DATE:20270315\r\n");
  });
});

describe("calendarFiles in Spanish", () => {
  const spanish: CalendarSource = {
    ...source,
    deadlines: [
      deadline({
        id: "2026-w-2s-to-employees-and-the-ssa",
        title: "Formularios W-2 para los empleados y la SSA",
        date: "2027-02-01",
        audience: "Employers",
        form: "Formulario W-2",
        cutoff: "2027-01-11",
        source: "https://www.irs.gov/businesses/small-businesses-self-employed/employment-tax-due-dates",
        sourceEs: "https://www.irs.gov/es/businesses/small-businesses-self-employed/employment-tax-due-dates",
        sourceLabel: "IRS, Fechas de vencimiento de los impuestos sobre la nómina",
      }),
      deadline({
        title: "Cuarto pago de impuesto estimado",
        form: "Formulario 1040-ES",
        due: "Pague la última cuota de su impuesto estimado de 2026.",
        who: "Personas que trabajan por cuenta propia.",
        send: "sus cifras de ingresos de septiembre a diciembre",
        sourceLabel: "Publicación 509 del IRS",
      }),
      deadline({
        id: "2027-first-estimated-tax-payment",
        taxYear: 2027,
        title: "Primer pago de impuesto estimado",
        date: "2027-04-15",
        cutoff: "2027-04-01",
        form: "Formulario 1040-ES",
      }),
      deadline({
        id: "2026-partnership-returns",
        title: "Declaraciones de sociedades colectivas",
        date: "2027-03-15",
        audience: "Businesses",
        form: "Formulario 1065",
        cutoff: "2027-02-19",
      }),
    ],
  };
  const files = calendarFiles(spanish, "es");
  const file = (path: string) => files.find((candidate) => candidate.path === path)!.text;
  const english = calendarFiles(source);

  it("writes the same calendars as the English, in /calendar/es/, under the same names", () => {
    expect(files.map((candidate) => candidate.path)).toEqual(english.map((candidate) => candidate.path.replace(/^\/calendar\//, "/calendar/es/")));
    expect(files.map((candidate) => candidate.path)).toContain("/calendar/es/deadlines/2026-w-2s-to-employees-and-the-ssa.ics");
  });

  it("gives each event the UID of the English event, so a calendar never holds a deadline twice", () => {
    const uids = (text: string) => eventsOf(text).events.map((event) => event.uid);
    expect(uids(file("/calendar/es/tax-deadlines.ics"))).toEqual(uids(english[0].text));
    expect(uids(file("/calendar/es/tax-deadlines.ics"))).toEqual([
      "2026-fourth-estimated-tax-payment@www.example.com",
      "2026-w-2s-to-employees-and-the-ssa@www.example.com",
      "2026-partnership-returns@www.example.com",
      "2027-first-estimated-tax-payment@www.example.com",
    ]);
  });

  it("names the calendars and the events in Spanish", () => {
    const all = eventsOf(file("/calendar/es/tax-deadlines.ics"));
    expect(all.name).toBe("Tallyfield: fechas límite de impuestos");
    expect(all.events.map((event) => event.summary)).toEqual([
      "Cuarto pago de impuesto estimado (Formulario 1040-ES)",
      "Formularios W-2 para los empleados y la SSA (Formulario W-2)",
      "Declaraciones de sociedades colectivas (Formulario 1065)",
      "Primer pago de impuesto estimado (Formulario 1040-ES)",
    ]);
    const employers = eventsOf(file("/calendar/es/tax-deadlines-employers.ics"));
    expect(employers.name).toBe("Tallyfield: fechas límite de impuestos (empleadores)");
    expect(employers.events[0].component.getFirstPropertyValue("categories")).toBe("Empleadores");
    expect(eventsOf(file("/calendar/es/deadlines/2026-partnership-returns.ics")).name).toBe("Declaraciones de sociedades colectivas (Tallyfield)");
  });

  it("describes each event in Spanish, with the firm's cut-off and a link to the Spanish page", () => {
    const [first] = eventsOf(file("/calendar/es/tax-deadlines.ics")).events;
    expect(first.description.split("\n")).toEqual([
      "Pague la última cuota de su impuesto estimado de 2026.",
      "Quién: Personas que trabajan por cuenta propia.",
      "Formulario: Formulario 1040-ES",
      "Fecha de corte de Tallyfield: envíenos sus cifras de ingresos de septiembre a diciembre a más tardar el lunes, 4 de enero de 2027.",
      "Fuente oficial: Publicación 509 del IRS (en inglés), https://www.irs.gov/publications/p509",
      "Todas las fechas límite: https://www.example.com/es/fechas-limite/",
    ]);
    expect(first.component.getFirstPropertyValue("url")).toBe("https://www.example.com/es/fechas-limite/#2026-fourth-estimated-tax-payment");
  });

  it("gives a source's Spanish page where it has one, without '(en inglés)'", () => {
    const [, w2] = eventsOf(file("/calendar/es/tax-deadlines.ics")).events;
    expect(w2.description).toContain(
      "Fuente oficial: IRS, Fechas de vencimiento de los impuestos sobre la nómina, https://www.irs.gov/es/businesses/small-businesses-self-employed/employment-tax-due-dates",
    );
    const withSpanishPage = calendarFiles({ ...source, deadlines: [deadline({ sourceEs: "https://www.irs.gov/es/publications/p509" })] });
    const [english] = eventsOf(withSpanishPage[0].text).events;
    expect(english.description).toContain("Official source: IRS Publication 509, https://www.irs.gov/publications/p509\n");
  });

  it("says in Spanish when a date is expected rather than confirmed", () => {
    const expected = calendarFiles({ ...spanish, deadlines: [{ ...spanish.deadlines[1], confirmed: false }] }, "es");
    expect(eventsOf(expected[0].text).events[0].description).toMatch(/^Fecha prevista: calculada a partir de las reglas oficiales/);
  });
});
