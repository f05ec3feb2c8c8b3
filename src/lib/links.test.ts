import { describe, expect, it } from "vitest";
import { chatHref, contactForService, isExternal, mapEmbedUrl, telHref } from "./links";

describe("links", () => {
  it("tells pages elsewhere from routes of ours", () => {
    expect(isExternal("https://www.irs.gov/payments")).toBe(true);
    expect(isExternal("http://example.com")).toBe(true);
    expect(isExternal("/blog/common-deductions")).toBe(false);
    expect(isExternal("mailto:info@example.com")).toBe(false);
  });

  it("dials a US toll-free number in international form", () => {
    expect(telHref("(800) 555-0142")).toBe("tel:+18005550142");
    expect(telHref("+1 800 555 0142")).toBe("tel:+18005550142");
  });

  it("opens a chat with the greeting prefilled and encoded", () => {
    expect(chatHref("+1 (212) 555-0147", "Hello! I'd like to inquire about your services.")).toBe(
      "https://wa.me/12125550147?text=Hello!%20I'd%20like%20to%20inquire%20about%20your%20services.",
    );
  });

  it("passes the chosen service to the contact form", () => {
    expect(contactForService("Custom Quote Request")).toBe("/contact?service=Custom%20Quote%20Request");
  });

  it("centres the map on the office with a marker", () => {
    const url = new URL(mapEmbedUrl(40.7458, -73.9838));
    expect(url.searchParams.get("marker")).toBe("40.7458,-73.9838");
    const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number);
    expect(west).toBeLessThan(-73.9838);
    expect(east).toBeGreaterThan(-73.9838);
    expect(south).toBeLessThan(40.7458);
    expect(north).toBeGreaterThan(40.7458);
  });
});
