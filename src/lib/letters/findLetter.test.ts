import { describe, expect, it } from "vitest";
import { findLetter, numbersOf } from "./findLetter";

const letters = [
  { id: "notice", number: "CP9001" },
  { id: "levy", number: "LT9001", otherNumbers: ["Letter 9058"] },
  { id: "state", number: "DTF-9001", otherNumbers: null },
];

describe("findLetter", () => {
  it("finds a letter by its number, ignoring case and spaces", () => {
    expect(findLetter(letters, "CP9001")?.id).toBe("notice");
    expect(findLetter(letters, " cp 9001 ")?.id).toBe("notice");
    expect(findLetter(letters, "dtf-9001")?.id).toBe("state");
  });

  it("finds a letter by one of its other numbers", () => {
    expect(findLetter(letters, "letter9058")?.id).toBe("levy");
    expect(findLetter(letters, "LETTER 9058")?.id).toBe("levy");
  });

  it("finds nothing for an unknown, partial or empty number", () => {
    expect(findLetter(letters, "CP900")).toBeUndefined();
    expect(findLetter(letters, "DTF9001")).toBeUndefined();
    expect(findLetter(letters, "   ")).toBeUndefined();
  });
});

describe("numbersOf", () => {
  it("lists the letter's own number first", () => {
    expect(numbersOf(letters[1])).toEqual(["LT9001", "Letter 9058"]);
    expect(numbersOf(letters[2])).toEqual(["DTF-9001"]);
  });
});
