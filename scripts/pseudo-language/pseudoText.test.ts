import { describe, expect, it } from "vitest";
import { hasLetters, pseudoText } from "./pseudoText";

describe("the pseudo-language's text", () => {
  it("accents every letter and doubles the vowels", () => {
    expect(pseudoText("Send message")).toBe("Šééñð ɱééššååĝéé");
    expect(pseudoText("Tax")).toBe("Ţååẋ");
  });

  it("is about 40% longer than English text, and never the same", () => {
    const english = "We serve clients in Spanish by phone and in person. Book a free consultation today.";
    const pseudo = pseudoText(english);
    expect(pseudo.length / english.length).toBeGreaterThan(1.3);
    expect(pseudo.length / english.length).toBeLessThan(1.6);
    expect(pseudo).not.toMatch(/[a-zA-Z]/);
  });

  it("keeps what is not words: numbers, signs, links' addresses, tags, code, web and e-mail addresses", () => {
    expect(pseudoText("$1,250 on 04/15")).toBe("$1,250 ööñ 04/15");
    expect(pseudoText("See [the form](/contact?service=payroll).")).toBe("Šéééé [ţĥéé ƒööŕɱ](/contact?service=payroll).");
    expect(pseudoText("Go to https://www.irs.gov/refunds or write to name@example.com")).toBe(
      "Ĝöö ţöö https://www.irs.gov/refunds ööŕ ŵŕîîţéé ţöö name@example.com",
    );
    expect(pseudoText('<a href="/faq">FAQ</a> and `code`')).toBe('<a href="/faq">ƑÅÅǪ</a> ååñð `code`');
  });

  it("tells a text with words from one without", () => {
    expect(hasLetters("Payroll")).toBe(true);
    expect(hasLetters("$1,250 · 2027")).toBe(false);
    expect(hasLetters("https://www.irs.gov")).toBe(false);
  });
});
