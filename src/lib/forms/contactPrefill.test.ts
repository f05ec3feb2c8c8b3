import { describe, expect, it } from "vitest";
import { prefillFromQuery } from "./contactPrefill";
import { prefill as enPrefill } from "../../words/en/forms/prefill";
import { prefill as esPrefill } from "../../words/es/forms/prefill";
import { serviceChoices as enChoices } from "../../words/en/forms/serviceChoices";
import { serviceChoices as esChoices } from "../../words/es/forms/serviceChoices";
import { dates as enDates } from "../../words/en/common/dates";
import { dates as esDates } from "../../words/es/common/dates";

const en = { lines: enPrefill, choiceNames: enChoices, dates: enDates };
const es = { lines: esPrefill, choiceNames: esChoices, dates: esDates };
const CUSTOM_QUOTE_LINES = { en: enPrefill.customQuote, es: esPrefill.customQuote };
const PLAN_LINES = { en: enPrefill.plan, es: esPrefill.plan };
const LETTER_LINES = { en: enPrefill.letter, es: esPrefill.letter };
import { pairServices, serviceOptions } from "./serviceOptions";

const english = [
  { id: "individual", title: "Individual Tax Filings" },
  { id: "payroll", title: "Payroll Services" },
];
// Paired by key, not place: a Spanish list in another order sends the same English titles.
const spanish = [
  { id: "payroll", title: "Servicios de nómina" },
  { id: "individual", title: "Declaraciones de impuestos personales" },
];
const optionsEn = serviceOptions(pairServices(english, english), enChoices);
const optionsEs = serviceOptions(pairServices(english, spanish), esChoices);

describe("prefillFromQuery", () => {
  it("chooses a listed service by its key, or Other Inquiry", () => {
    expect(prefillFromQuery("?service=payroll", optionsEn, en)).toEqual({ service: "Payroll Services" });
    expect(prefillFromQuery("?service=payroll", optionsEs, es)).toEqual({ service: "Payroll Services" });
    expect(prefillFromQuery("?service=other-inquiry", optionsEn, en)).toEqual({ service: "Other Inquiry" });
  });

  it("still reads an older link that names the service by its title", () => {
    expect(prefillFromQuery("?service=Payroll%20Services", optionsEn, en)).toEqual({ service: "Payroll Services" });
    expect(prefillFromQuery("?service=Other+Inquiry", optionsEn, en)).toEqual({ service: "Other Inquiry" });
  });

  it("turns a custom quote request into Other Inquiry with a first line saying so", () => {
    expect(prefillFromQuery("?service=Custom%20Quote%20Request", optionsEn, en)).toEqual({
      service: "Other Inquiry",
      message: `${CUSTOM_QUOTE_LINES.en}\n\n`,
    });
    expect(CUSTOM_QUOTE_LINES.en).toBe("I would like to request a custom quote.");
    expect(prefillFromQuery("?service=custom-quote", optionsEn, en)).toEqual({ service: "Other Inquiry", message: `${CUSTOM_QUOTE_LINES.en}\n\n` });
  });

  it("ignores anything else", () => {
    expect(prefillFromQuery("", optionsEn, en)).toEqual({});
    expect(prefillFromQuery("?service=", optionsEn, en)).toEqual({});
    expect(prefillFromQuery("?service=payroll%20services", optionsEn, en)).toEqual({});
    expect(prefillFromQuery("?service=%3Cscript%3Ealert(1)%3C%2Fscript%3E", optionsEn, en)).toEqual({});
  });
});

describe("prefillFromQuery on a Spanish page", () => {
  it("chooses the same service from its English or its Spanish name, by its English name", () => {
    const fromEnglish = prefillFromQuery("?service=Payroll%20Services", optionsEs, es);
    const fromSpanish = prefillFromQuery(`?service=${encodeURIComponent("Servicios de nómina")}`, optionsEs, es);
    expect(fromEnglish).toEqual({ service: "Payroll Services" });
    expect(fromSpanish).toEqual(fromEnglish);
  });

  it("chooses Other Inquiry from its English or its Spanish name", () => {
    expect(prefillFromQuery("?service=Other+Inquiry", optionsEs, es)).toEqual({ service: "Other Inquiry" });
    expect(prefillFromQuery("?service=Otra+consulta", optionsEs, es)).toEqual({ service: "Other Inquiry" });
  });

  it("opens a custom quote request's message with the Spanish line, from either name", () => {
    const expected = { service: "Other Inquiry", message: "Quisiera solicitar una cotización personalizada.\n\n" };
    expect(prefillFromQuery("?service=Custom%20Quote%20Request", optionsEs, es)).toEqual(expected);
    const spanishName = encodeURIComponent("Solicitud de cotización personalizada");
    expect(prefillFromQuery(`?service=${spanishName}`, optionsEs, es)).toEqual(expected);
  });

  it("ignores anything else", () => {
    expect(prefillFromQuery("?service=servicios%20de%20n%C3%B3mina", optionsEs, es)).toEqual({});
    expect(prefillFromQuery("?service=Tax%20Evasion", optionsEs, es)).toEqual({});
  });
});

describe("prefillFromQuery with a plan (the plan finder's inquiry)", () => {
  const plansEn = [{ id: "deluxe-filing", title: "Deluxe Filing" }];
  const plansEs = [{ id: "deluxe-filing", title: "Declaración Deluxe" }];

  it("chooses the service and starts the message with the plan's name, in the page's language", () => {
    expect(prefillFromQuery("?service=Individual%20Tax%20Filings&plan=deluxe-filing", optionsEn, en, plansEn)).toEqual({
      service: "Individual Tax Filings",
      message: "I am interested in the Deluxe Filing plan.\n\n",
    });
    expect(prefillFromQuery("?service=Individual%20Tax%20Filings&plan=deluxe-filing", optionsEs, es, plansEs)).toEqual({
      service: "Individual Tax Filings",
      message: `${PLAN_LINES.es("Declaración Deluxe")}\n\n`,
    });
    expect(PLAN_LINES.es("Declaración Deluxe")).toBe("Me interesa el plan Declaración Deluxe.");
  });

  it("keeps a custom quote's line first", () => {
    expect(prefillFromQuery("?service=Custom%20Quote%20Request&plan=deluxe-filing", optionsEn, en, plansEn)).toEqual({
      service: "Other Inquiry",
      message: `${CUSTOM_QUOTE_LINES.en}\nI am interested in the Deluxe Filing plan.\n\n`,
    });
  });

  it("ignores a plan it does not know", () => {
    expect(prefillFromQuery("?service=Payroll%20Services&plan=gold", optionsEn, en, plansEn)).toEqual({ service: "Payroll Services" });
    expect(prefillFromQuery("?plan=%3Cb%3E", optionsEn, en, plansEn)).toEqual({});
  });
});

describe("prefillFromQuery with a letter (the \u201cGot a letter?\u201d page's inquiry)", () => {
  it("chooses the service and starts the message with the letter and its due date, in the page's language", () => {
    expect(prefillFromQuery("?service=payroll&letter=CP9001&due=2026-12-27", optionsEn, en)).toEqual({
      service: "Payroll Services",
      message: "About my letter CP9001, due December 27, 2026.\n\n",
    });
    expect(prefillFromQuery("?service=payroll&letter=CP9001&due=2026-12-27", optionsEs, es)).toEqual({
      service: "Payroll Services",
      message: `${LETTER_LINES.es("CP9001", "27 de diciembre de 2026")}\n\n`,
    });
  });

  it("reads a number with spaces and hyphens", () => {
    expect(prefillFromQuery("?letter=Letter+9001&due=2026-01-05", optionsEn, en).message).toBe(
      "About my letter Letter 9001, due January 5, 2026.\n\n",
    );
    expect(prefillFromQuery("?letter=DTF-9001-O", optionsEn, en).message).toBe("About my letter DTF-9001-O.\n\n");
  });

  it("names the letter without a date when the date is missing or not a day of the calendar", () => {
    for (const due of ["", "2026-02-30", "2026-13-01", "27/12/2026", "2026-12-27T00:00", "%3Cb%3E"]) {
      expect(prefillFromQuery(`?letter=CP9001&due=${due}`, optionsEn, en).message).toBe(`${LETTER_LINES.en("CP9001")}\n\n`);
    }
  });

  it("ignores a number of any other form, and a date without a number", () => {
    for (const letter of ["", "C", "CP2000%3Cscript%3E", "CP%0A2000", "A".repeat(25), "CP2000.", "CP_2000"]) {
      expect(prefillFromQuery(`?letter=${letter}&due=2026-12-27`, optionsEn, en)).toEqual({});
    }
    expect(prefillFromQuery("?due=2026-12-27", optionsEn, en)).toEqual({});
  });

  it("comes after a plan's line", () => {
    const plans = [{ id: "deluxe-filing", title: "Deluxe Filing" }];
    expect(prefillFromQuery("?plan=deluxe-filing&letter=CP9001", optionsEn, en, plans).message).toBe(
      `${PLAN_LINES.en("Deluxe Filing")}\n${LETTER_LINES.en("CP9001")}\n\n`,
    );
  });
});
