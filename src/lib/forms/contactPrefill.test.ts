import { describe, expect, it } from "vitest";
import { CUSTOM_QUOTE_LINE, prefillFromQuery } from "./contactPrefill";

const services = ["Individual Tax Filings", "Payroll Services"];

describe("prefillFromQuery", () => {
  it("chooses a listed service, or Other Inquiry", () => {
    expect(prefillFromQuery("?service=Payroll%20Services", services)).toEqual({ service: "Payroll Services" });
    expect(prefillFromQuery("?service=Other+Inquiry", services)).toEqual({ service: "Other Inquiry" });
  });

  it("turns a custom quote request into Other Inquiry with a first line saying so", () => {
    expect(prefillFromQuery("?service=Custom%20Quote%20Request", services)).toEqual({
      service: "Other Inquiry",
      message: `${CUSTOM_QUOTE_LINE}\n\n`,
    });
  });

  it("ignores anything else", () => {
    expect(prefillFromQuery("", services)).toEqual({});
    expect(prefillFromQuery("?service=", services)).toEqual({});
    expect(prefillFromQuery("?service=payroll%20services", services)).toEqual({});
    expect(prefillFromQuery("?service=%3Cscript%3Ealert(1)%3C%2Fscript%3E", services)).toEqual({});
  });
});
