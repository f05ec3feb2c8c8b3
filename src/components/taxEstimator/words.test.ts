import { describe, expect, it } from "vitest";
import { spokenDollars } from "@words/estimator/spokenDollars";
import { wordsIn } from "../../i18n/inEveryLanguage";
import { formatDollars } from "../../lib/tax/money";

const en = wordsIn("en", spokenDollars);
const es = wordsIn("es", spokenDollars);

describe("an amount as a screen reader says it", () => {
  it("is the amount as shown in English", () => {
    expect(en.spoken(2500, formatDollars(2500))).toBe("$2,500");
  });

  it("has no thousands comma in Spanish, which a Spanish voice could read as a decimal point", () => {
    expect(es.spoken(2500, formatDollars(2500))).toBe("2500 dólares");
    expect(es.spoken(-12_345, formatDollars(-12_345))).toBe("menos 12345 dólares");
  });
});
