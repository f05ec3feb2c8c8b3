import { describe, expect, it } from "vitest";
import { spanishServiceText } from "./spanishService";
import { spanishService as en } from "../words/en/common/spanishService";
import { spanishService as es } from "../words/es/common/spanishService";

describe("spanishServiceText", () => {
  it("says how the firm serves clients in Spanish, in each language", () => {
    expect(spanishServiceText(["by phone", "in person"], en)).toBe("We serve clients in Spanish by phone and in person.");
    expect(spanishServiceText(["by phone", "in person"], es)).toBe("Atendemos a nuestros clientes en español por teléfono y en persona.");
    expect(spanishServiceText(["by phone", "in person", "by e-mail"], es)).toBe(
      "Atendemos a nuestros clientes en español por teléfono, en persona y por correo electrónico.",
    );
    expect(spanishServiceText(["by e-mail"], en)).toBe("We serve clients in Spanish by e-mail.");
  });

  it("says nothing when the firm has set no way", () => {
    expect(spanishServiceText([], en)).toBeUndefined();
    expect(spanishServiceText(null, es)).toBeUndefined();
    expect(spanishServiceText(undefined, en)).toBeUndefined();
  });
});
