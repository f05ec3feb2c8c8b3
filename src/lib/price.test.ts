import { describe, expect, it } from "vitest";
import { priceLabel, spokenPrice } from "./price";
import { price as en } from "../words/en/pricing/price";
import { price as es } from "../words/es/pricing/price";

describe("priceLabel", () => {
  it("shows /one-time for a plain price", () => {
    expect(priceLabel("$99", en)).toEqual({ amount: "$99", unit: "/one-time" });
    expect(priceLabel("$899", en)).toEqual({ amount: "$899", unit: "/one-time" });
  });

  it("shows the unit of a price containing a slash", () => {
    expect(priceLabel("$250/hr", en)).toEqual({ amount: "$250", unit: "/hr" });
    expect(priceLabel("$299/applicant", en)).toEqual({ amount: "$299", unit: "/applicant" });
  });

  it("trims spaces around the amount and the unit", () => {
    expect(priceLabel(" $250 / hr ", en)).toEqual({ amount: "$250", unit: "/hr" });
  });

  it("shows no unit for a custom price, whatever its case", () => {
    expect(priceLabel("Custom", en)).toEqual({ amount: "Custom", unit: null });
    expect(priceLabel("custom", en)).toEqual({ amount: "custom", unit: null });
  });
});

describe("priceLabel in Spanish", () => {
  it("shows /pago único for a plain price", () => {
    expect(priceLabel("$99", es)).toEqual({ amount: "$99", unit: "/pago único" });
    expect(priceLabel("$50/one-time", es)).toEqual({ amount: "$50", unit: "/pago único" });
  });

  it("shows the units it knows in Spanish, and others as the content writes them", () => {
    expect(priceLabel("$250/hr", es)).toEqual({ amount: "$250", unit: "/hora" });
    expect(priceLabel("$250 / HR", es)).toEqual({ amount: "$250", unit: "/hora" });
    expect(priceLabel("$299/applicant", es)).toEqual({ amount: "$299", unit: "/solicitante" });
    expect(priceLabel("$40/mes", es)).toEqual({ amount: "$40", unit: "/mes" });
  });

  it("shows a custom price as the Spanish word, with no unit", () => {
    expect(priceLabel("Custom", es)).toEqual({ amount: "A medida", unit: null });
    expect(priceLabel(" custom ", es)).toEqual({ amount: "A medida", unit: null });
  });
});

describe("spokenPrice", () => {
  it("reads units as words for assistive technology", () => {
    expect(spokenPrice("$99", en)).toBe("$99 one-time");
    expect(spokenPrice("$250/hr", en)).toBe("$250 per hr");
    expect(spokenPrice("$50/one-time", en)).toBe("$50 one-time");
    expect(spokenPrice("Custom", en)).toBe("Custom");
  });

  it("reads them in Spanish on Spanish pages", () => {
    expect(spokenPrice("$99", es)).toBe("$99, pago único");
    expect(spokenPrice("$250/hr", es)).toBe("$250 por hora");
    expect(spokenPrice("$299/applicant", es)).toBe("$299 por solicitante");
    expect(spokenPrice("Custom", es)).toBe("A medida");
  });
});
