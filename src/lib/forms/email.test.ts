import { describe, expect, it } from "vitest";
import { isValidEmail, sanitizeEmail } from "./email";

describe("isValidEmail (the HTML standard's rule)", () => {
  it.each([
    "name@example.com",
    "first.last+tag@sub.example.co",
    "a@b",
    "a..b@example.com",
    ".leading@example.com",
    "x@a-b.example",
    "name@bücher.de",
  ])("accepts %s", (address) => expect(isValidEmail(address)).toBe(true));

  it.each([
    "",
    "name@",
    "@example.com",
    "name@-example.com",
    "name@example-.com",
    "name@exa_mple.com",
    "name@example..com",
    "two words@example.com",
    '"quoted"@example.com',
    "name@[127.0.0.1]",
    "ñame@example.com",
    "a@b@c.com",
    `x@${"a".repeat(64)}.com`,
  ])("refuses %s", (address) => expect(isValidEmail(address)).toBe(false));

  it("ignores surrounding spaces and line breaks, as the browser does", () => {
    expect(sanitizeEmail("  name@example.com \n")).toBe("name@example.com");
    expect(isValidEmail("  name@example.com  ")).toBe(true);
    expect(isValidEmail("name@exa\nmple.com")).toBe(true);
  });
});
