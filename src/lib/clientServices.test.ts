import { describe, expect, it } from "vitest";
import { clientServices } from "./clientServices";

describe("clientServices", () => {
  it("sends documents to the upload link, or else to the portal", () => {
    const upload = "https://portal.test/upload";
    const portal = "https://portal.test";
    expect(clientServices({ uploadUrl: upload, portalUrl: portal }).upload).toBe(upload);
    expect(clientServices({ uploadUrl: " ", portalUrl: portal }).upload).toBe(portal);
    expect(clientServices({ uploadUrl: null, portalUrl: null }).upload).toBeUndefined();
  });

  it("offers a payment only where the firm has a payment page", () => {
    expect(clientServices({ paymentUrl: "https://pay.test" }).payment).toBe("https://pay.test");
    expect(clientServices({ paymentUrl: "" }).payment).toBeUndefined();
    expect(clientServices({})).toEqual({ upload: undefined, payment: undefined });
  });
});
