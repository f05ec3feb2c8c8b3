import { describe, expect, it } from "vitest";
import { answerLetterLink } from "./answerLink";

describe("answerLetterLink", () => {
  it("asks the contact form for the service, the letter and its due date", () => {
    expect(answerLetterLink("a-service", "CP9001", "2026-12-27")).toBe("/contact?service=a-service&letter=CP9001&due=2026-12-27");
  });

  it("leaves the date out where the letter gives none, and writes a number's spaces", () => {
    expect(answerLetterLink("a-service", " Letter 9058 ", null)).toBe("/contact?service=a-service&letter=Letter+9058");
  });
});
