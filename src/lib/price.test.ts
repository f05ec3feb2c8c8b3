import { describe, expect, it } from "vitest";
import { priceLabel, spokenPrice } from "./price";

describe("priceLabel", () => {
  it("shows /one-time for a plain price", () => {
    expect(priceLabel("$99")).toEqual({ amount: "$99", unit: "/one-time" });
    expect(priceLabel("$899")).toEqual({ amount: "$899", unit: "/one-time" });
  });

  it("shows the unit of a price containing a slash", () => {
    expect(priceLabel("$250/hr")).toEqual({ amount: "$250", unit: "/hr" });
    expect(priceLabel("$299/applicant")).toEqual({ amount: "$299", unit: "/applicant" });
  });

  it("trims spaces around the amount and the unit", () => {
    expect(priceLabel(" $250 / hr ")).toEqual({ amount: "$250", unit: "/hr" });
  });

  it("shows no unit for a custom price, whatever its case", () => {
    expect(priceLabel("Custom")).toEqual({ amount: "Custom", unit: null });
    expect(priceLabel("custom")).toEqual({ amount: "custom", unit: null });
  });
});

describe("spokenPrice", () => {
  it("reads units as words for assistive technology", () => {
    expect(spokenPrice("$99")).toBe("$99 one-time");
    expect(spokenPrice("$250/hr")).toBe("$250 per hr");
    expect(spokenPrice("Custom")).toBe("Custom");
  });
});
