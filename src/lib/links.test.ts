import { describe, expect, it } from "vitest";
import { chatHref, contactForService, isExternal, isSiteFile, mapEmbedUrl, sitePath, telHref, withSitePaths } from "./links";

describe("links", () => {
  it("tells pages elsewhere from routes of ours", () => {
    expect(isExternal("https://www.irs.gov/payments")).toBe(true);
    expect(isExternal("http://example.com")).toBe(true);
    expect(isExternal("/blog/common-deductions")).toBe(false);
    expect(isExternal("mailto:info@example.com")).toBe(false);
  });

  it("tells files of the site from its pages", () => {
    expect(isSiteFile("/calendar/tax-deadlines.ics")).toBe(true);
    expect(isSiteFile("/images/share-card.png?v=2")).toBe(true);
    expect(isSiteFile("/tax-deadlines")).toBe(false);
    expect(isSiteFile("/tax-deadlines/#2026-fourth-estimated-tax-payment")).toBe(false);
    expect(isSiteFile("//cdn.example.com/file.js")).toBe(false);
    expect(isSiteFile("https://www.irs.gov/pub/irs-pdf/p509.pdf")).toBe(false);
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
    expect(contactForService("custom-quote")).toBe("/contact?service=custom-quote");
    expect(contactForService("a & b")).toBe("/contact?service=a%20%26%20b");
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

  it("writes a page of the site in the one form the host answers 200 for, with a trailing slash", () => {
    expect(sitePath("/")).toBe("/");
    expect(sitePath("/about")).toBe("/about/");
    expect(sitePath("/about/")).toBe("/about/");
    expect(sitePath("/blog/common-deductions")).toBe("/blog/common-deductions/");
    expect(sitePath("/contact?service=Payroll Services")).toBe("/contact/?service=Payroll Services");
    expect(sitePath("/about#testimonials")).toBe("/about/#testimonials");
    expect(sitePath("/contact/?service=Payroll")).toBe("/contact/?service=Payroll");
  });

  it("leaves files, other sites and other kinds of link as they are", () => {
    expect(sitePath("/images/share-card.png")).toBe("/images/share-card.png");
    expect(sitePath("/sitemap-index.xml")).toBe("/sitemap-index.xml");
    expect(sitePath("https://www.irs.gov/payments")).toBe("https://www.irs.gov/payments");
    expect(sitePath("//cdn.example.com/a")).toBe("//cdn.example.com/a");
    expect(sitePath("mailto:info@example.com")).toBe("mailto:info@example.com");
    expect(sitePath("#main")).toBe("#main");
  });

  it("publishes the links of an article's HTML to our pages in that form", () => {
    const html =
      '<p>See <a href="/contact?service=Tax%20Planning">us</a>, <a title="x" href="/faq#cat">FAQ</a>, ' +
      '<a href="https://www.irs.gov/forms">IRS</a> and <img src="/images/a.png"></p>';
    expect(withSitePaths(html)).toBe(
      '<p>See <a href="/contact/?service=Tax%20Planning">us</a>, <a title="x" href="/faq/#cat">FAQ</a>, ' +
        '<a href="https://www.irs.gov/forms">IRS</a> and <img src="/images/a.png"></p>',
    );
  });
});
