import { describe, expect, it } from "vitest";
import { OTHER_INQUIRY, pairServices, serviceOptions, serviceValues } from "./serviceOptions";
import { serviceChoices as en } from "../../words/en/forms/serviceChoices";
import { serviceChoices as es } from "../../words/es/forms/serviceChoices";

const english = ["Individual Tax Filings", "Bookkeeping"];
const englishServices = [
  { id: "individual", title: "Individual Tax Filings" },
  { id: "bookkeeping", title: "Bookkeeping" },
];
const spanishServices = [
  { id: "individual", title: "Declaraciones de impuestos personales" },
  { id: "bookkeeping", title: "Teneduría de libros" },
];

describe("serviceOptions", () => {
  it("lists the services, then Other Inquiry, each keyed, and named and valued by its English title on an English page", () => {
    expect(serviceOptions(pairServices(englishServices, englishServices), en)).toEqual([
      { id: "individual", value: "Individual Tax Filings", label: "Individual Tax Filings" },
      { id: "bookkeeping", value: "Bookkeeping", label: "Bookkeeping" },
      { id: "other-inquiry", value: "Other Inquiry", label: "Other Inquiry" },
    ]);
  });

  it("shows the Spanish names on a Spanish page, and keeps the English titles as the values", () => {
    expect(serviceOptions(pairServices(englishServices, spanishServices), es)).toEqual([
      { id: "individual", value: "Individual Tax Filings", label: "Declaraciones de impuestos personales" },
      { id: "bookkeeping", value: "Bookkeeping", label: "Teneduría de libros" },
      { id: "other-inquiry", value: OTHER_INQUIRY, label: "Otra consulta" },
    ]);
  });

  it("accepts the English titles and Other Inquiry", () => {
    expect(serviceValues(english)).toEqual([...english, "Other Inquiry"]);
  });
});
