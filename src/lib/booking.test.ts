import { describe, expect, it } from "vitest";
import { bookingTarget, paidConsultationIn } from "./booking";
import { prefillFromQuery } from "./forms/contactPrefill";
import { prefill } from "../words/en/forms/prefill";
import { serviceChoices } from "../words/en/forms/serviceChoices";
import { dates } from "../words/en/common/dates";

describe("bookingTarget", () => {
  it("leads to the firm's own scheduling page where one is set", () => {
    expect(bookingTarget("https://book.example.com/tallyfield/15-minutes", "CPA Consultation")).toBe(
      "https://book.example.com/tallyfield/15-minutes",
    );
    expect(bookingTarget("  https://book.example.com/t  ", "consultation")).toBe("https://book.example.com/t");
  });

  it("leads to the contact form with the consultation chosen where none is set", () => {
    for (const unset of [undefined, null, "", "   "]) {
      expect(bookingTarget(unset, "consultation")).toBe("/contact?service=consultation");
    }
  });

  it("writes a key the contact form reads back as that service", () => {
    const [id, title] = ["planning & advice", "Tax Planning & Advice"];
    const [, search] = bookingTarget(undefined, id).split("?");
    expect(prefillFromQuery(`?${search}`, [{ id, value: title, label: title }], { lines: prefill, choiceNames: serviceChoices, dates })).toEqual({
      service: title,
    });
  });
});

describe("paidConsultationIn", () => {
  const plans = [
    { id: "basic-filing", title: "Basic Filing" },
    { id: "cpa-consultation", title: "CPA Consultation" },
  ];

  it("finds the entry by its key, not its place", () => {
    expect(paidConsultationIn(plans, "cpa-consultation", "content/pricing/pricing.yaml").title).toBe("CPA Consultation");
  });

  it("names the file and the key when no entry has it", () => {
    expect(() => paidConsultationIn(plans, "cpa-session", "content/pricing/pricing.yaml")).toThrow(
      'content/booking/booking.yaml, field "paid.service": "cpa-session" is not the key of any entry of content/pricing/pricing.yaml',
    );
  });
});
